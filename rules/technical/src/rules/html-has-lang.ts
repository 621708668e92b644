import { defineRule } from "@svc/core"
import { hasValue } from "../lib/language"

export default defineRule({
  id: "html-has-lang",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["html-has-lang"],
  requires: ["document", "http"],
  label: "The <html> element states the page's language",
  fix: 'Add the page\'s language to the root element, e.g. <html lang="en"> (or lang="sk", lang="es-MX").',
  messages: {
    onlyXmlLang: '<html> has only xml:lang="{xmlLang}", which HTML documents ignore: it needs lang.',
    emptyLang: '<html> has an empty lang attribute (lang="{lang}").',
    noLang: "<html> has no lang attribute: screen readers and translation tools must guess the language.",
  },
  check: ({ document, http }, { pass, report }) => {
    // As axe-core: lang must hold a value; xml:lang alone counts only in an XHTML document.
    const { lang, xmlLang, location } = document.html
    if (hasValue(lang)) return pass()
    const xhtml = http.contentType?.mediaType === "application/xhtml+xml"
    if (hasValue(xmlLang) && xhtml) return pass()
    const at = location ?? undefined
    if (hasValue(xmlLang)) report("onlyXmlLang", { at, data: { xmlLang } })
    else if (lang !== null) report("emptyLang", { at, data: { lang } })
    else report("noLang", { at })
  },
})
