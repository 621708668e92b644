import { defineRule, isKnownPrimaryLanguage, primaryLanguage } from "@svc/core"

export default defineRule({
  id: "html-xml-lang-mismatch",
  category: "accessibility",
  level: "low",
  appliesTo: "served",
  sameAs: ["html-xml-lang-mismatch"],
  requires: ["document"],
  label: "The lang and xml:lang of <html> name the same language",
  fix: "Give lang and xml:lang the same value, or drop xml:lang: HTML pages need only lang.",
  messages: {
    mismatch: '<html lang="{lang}" xml:lang="{xmlLang}"> names two different languages.',
  },
  check: ({ document }, { notApplicable, pass, report }) => {
    const { lang, xmlLang, location } = document.html
    if (lang === null || xmlLang === null)
      return notApplicable("<html> does not have both lang and xml:lang.")
    // As axe-core: compared only when both name known languages.
    const primary = primaryLanguage(lang)
    const xmlPrimary = primaryLanguage(xmlLang)
    if (!isKnownPrimaryLanguage(primary) || !isKnownPrimaryLanguage(xmlPrimary))
      return notApplicable("lang or xml:lang is not a known language (html-lang-valid).")
    if (primary === xmlPrimary) return pass()
    report("mismatch", { at: location, data: { lang, xmlLang } })
  },
})
