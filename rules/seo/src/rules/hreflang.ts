import { defineRule, isValidLanguageSubtag } from "@svc/core"
import { hreflangLinks, linkRecords, linkSubject } from "../lib/head-links"

export default defineRule({
  id: "hreflang",
  category: "on-page",
  level: "medium",
  sameAs: ["hreflang"],
  requires: ["head", "http"],
  appliesTo: "indexable",
  label: "hreflang links are valid",
  fix: 'Give every <link rel="alternate" hreflang> a valid language code (en, de-AT, zh-Hant-TW or x-default) and an absolute URL starting with https://.',
  messages: {
    badLanguage: 'hreflang="{code}" is not a language code.',
    notAbsolute: 'The hreflang="{code}" alternate links to "{href}", not to an absolute http(s) URL.',
  },
  check: ({ head, http }, { report }) => {
    // As Lighthouse: <head> links and Link headers whose rel is exactly "alternate" and that carry an
    // hreflang; links in <body> are ignored. A page without any passes. Each problem is an item.
    for (const link of hreflangLinks(linkRecords(head, http))) {
      const code = link.hreflang
      // Only the language subtag is validated (lower-cased); x-default is allowed.
      if (
        code.toLowerCase() !== "x-default" &&
        !isValidLanguageSubtag((code.split("-")[0] ?? "").toLowerCase())
      )
        report("badLanguage", { at: link.location, subject: linkSubject(link), data: { code } })
      const href = link.hrefRaw.toLowerCase()
      if (!href.startsWith("http:") && !href.startsWith("https:"))
        report("notAbsolute", {
          at: link.location,
          subject: linkSubject(link),
          data: { code, href: link.hrefRaw },
        })
    }
  },
})
