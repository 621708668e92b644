import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"
import { isInvalidLang } from "../lib/language"

export default defineRule({
  id: "valid-lang",
  part: "technical",
  category: "accessibility",
  level: "low",
  appliesTo: "served",
  sameAs: ["valid-lang"],
  requires: ["document"],
  label: "Every lang attribute inside the page names a real language",
  fix: 'Give each element that changes language a valid tag, e.g. <span lang="de">, or remove the lang attribute.',
  check: ({ document }, { fail, notApplicable, pass }) => {
    if (document.langAttributes.length === 0)
      return notApplicable("No element below <html> has a lang attribute.")
    // As axe-core: an invalid value fails only on an element that holds text of its own.
    const invalid = document.langAttributes.filter(
      (element) =>
        element.hasText &&
        ((element.lang !== null && isInvalidLang(element.lang)) ||
          (element.xmlLang !== null && isInvalidLang(element.xmlLang))),
    )
    const first = invalid[0]
    if (first === undefined) return pass()
    return fail(
      `${invalid.length} element(s) have a lang that is not a language: ${listed(
        invalid.map(
          (element) =>
            `<${element.tag} ${element.lang !== null ? `lang="${element.lang}"` : `xml:lang="${element.xmlLang}"`}> (line ${element.location.line})`,
        ),
      )}.`,
      { at: first.location },
    )
  },
})
