import { defineRule } from "@svc/core"
import { isInvalidLang } from "../lib/language"

export default defineRule({
  id: "valid-lang",
  category: "accessibility",
  level: "low",
  appliesTo: "served",
  sameAs: ["valid-lang"],
  requires: ["document"],
  label: "Every lang attribute inside the page names a real language",
  fix: 'Give each element that changes language a valid tag, e.g. <span lang="de">, or remove the lang attribute.',
  messages: {
    invalidLang: '<{tag} lang="{value}"> names no language.',
    invalidXmlLang: '<{tag} xml:lang="{value}"> names no language.',
  },
  check: ({ document }, { notApplicable, report }) => {
    if (document.langAttributes.length === 0)
      return notApplicable("No element below <html> has a lang attribute.")
    // As axe-core: an invalid value fails only on an element that holds text of its own.
    for (const element of document.langAttributes) {
      if (!element.hasText) continue
      const { tag, lang, xmlLang, location: at } = element
      if (lang !== null && isInvalidLang(lang))
        report("invalidLang", { at, subject: lang, data: { tag, value: lang } })
      else if (xmlLang !== null && isInvalidLang(xmlLang))
        report("invalidXmlLang", { at, subject: xmlLang, data: { tag, value: xmlLang } })
    }
  },
})
