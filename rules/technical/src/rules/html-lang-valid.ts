import { defineRule } from "@svc/core"
import { isInvalidLang } from "../lib/language"

export default defineRule({
  id: "html-lang-valid",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["html-lang-valid"],
  symptomOf: ["html-has-lang"],
  requires: ["document"],
  label: "The <html> lang attribute names a real language",
  fix: 'Use a BCP 47 tag that starts with an ISO 639 language code: lang="en", lang="en-GB", lang="sk" — not "english", "en_US" or "uk" for the United Kingdom.',
  messages: {
    invalid: '<html {attribute}="{value}"> does not start with a known ISO 639 language code.',
  },
  check: ({ document }, { notApplicable, report }) => {
    // As axe-core: applies when lang or xml:lang is not empty; checks the part before the first hyphen.
    const { lang, xmlLang, location } = document.html
    const present = [
      ...(lang !== null ? [{ name: "lang", value: lang }] : []),
      ...(xmlLang !== null ? [{ name: "xml:lang", value: xmlLang }] : []),
    ]
    if (present.every((attribute) => attribute.value === ""))
      return notApplicable("<html> has no lang value to check (html-has-lang).")
    for (const attribute of present)
      if (isInvalidLang(attribute.value))
        report("invalid", {
          at: location,
          subject: attribute.value,
          data: { attribute: attribute.name, value: attribute.value },
        })
  },
})
