import { defineRule } from "@svc/core"
import { isInvalidLang } from "../lib/language"

export default defineRule({
  id: "html-lang-valid",
  part: "technical",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["html-lang-valid"],
  symptomOf: ["html-has-lang"],
  requires: ["document"],
  label: "The <html> lang attribute names a real language",
  fix: 'Use a BCP 47 tag that starts with an ISO 639 language code: lang="en", lang="en-GB", lang="sk" — not "english", "en_US" or "uk" for the United Kingdom.',
  check: ({ document }, { fail, notApplicable, pass }) => {
    // As axe-core: applies when lang or xml:lang is not empty; checks the part before the first hyphen.
    const { lang, xmlLang, location } = document.html
    const present = [
      ...(lang !== null ? [{ name: "lang", value: lang }] : []),
      ...(xmlLang !== null ? [{ name: "xml:lang", value: xmlLang }] : []),
    ]
    if (present.every((attribute) => attribute.value === ""))
      return notApplicable("<html> has no lang value to check (html-has-lang).")
    const invalid = present.filter((attribute) => isInvalidLang(attribute.value))
    if (invalid.length === 0) return pass()
    return fail(
      `<html ${invalid.map((attribute) => `${attribute.name}="${attribute.value}"`).join(" ")}> does not start with a known ISO 639 language code.`,
      { at: location ?? undefined },
    )
  },
})
