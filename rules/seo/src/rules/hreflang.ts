import { defineRule, isValidLanguageSubtag } from "@svc/core"
import { hreflangLinks, type LinkRecord, linkRecords } from "../head-links"

/** Why Lighthouse's `hreflang` audit rejects an alternate, or nothing. */
const problems = (link: LinkRecord): string[] => {
  const reasons: string[] = []
  const code = link.hreflang
  // Only the language subtag is validated (lower-cased); x-default is allowed.
  if (code.toLowerCase() !== "x-default" && !isValidLanguageSubtag((code.split("-")[0] ?? "").toLowerCase()))
    reasons.push(`"${code}" is not a language code`)
  const href = link.hrefRaw.toLowerCase()
  if (!href.startsWith("http:") && !href.startsWith("https:"))
    reasons.push(`href "${link.hrefRaw}" is not an absolute http(s) URL`)
  return reasons
}

export default defineRule({
  id: "hreflang",
  part: "google",
  category: "on-page",
  level: "medium",
  sameAs: ["hreflang"],
  requires: ["head", "http"],
  appliesTo: "indexable",
  label: "hreflang links are valid",
  fix: 'Give every <link rel="alternate" hreflang> a valid language code (en, de-AT, zh-Hant-TW or x-default) and an absolute URL starting with https://.',
  check: ({ head, http }, { fail, pass }) => {
    // As Lighthouse: <head> links and Link headers whose rel is exactly "alternate" and that carry an
    // hreflang; links in <body> are ignored. A page without any passes.
    const invalid = hreflangLinks(linkRecords(head, http)).flatMap((link) => {
      const reasons = problems(link)
      return reasons.length === 0 ? [] : [{ link, reasons }]
    })
    const first = invalid[0]
    if (first === undefined) return pass()
    const listed = invalid
      .slice(0, 5)
      .map(({ link, reasons }) => `hreflang="${link.hreflang}" (${link.where}): ${reasons.join(", ")}`)
      .join("; ")
    return fail(`${invalid.length} hreflang link(s) are invalid: ${listed}.`, { at: first.link.location })
  },
})
