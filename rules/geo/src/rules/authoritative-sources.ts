import { defineRule } from "@svc/core"
import { isInformational, MIN_WORDS_TO_JUDGE, plural } from "../lib/applicability"

export default defineRule({
  id: "authoritative-sources",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["citations", "content", "pageType"],
  symptomOf: ["source-citations"],
  label: "Among the sources cited is at least one authority",
  fix: "Where a claim rests on research, law, statistics or a standard, cite the primary source: a government or statistics office, a university, a peer-reviewed paper (doi.org), an international body or a standards organisation.",
  messages: {
    noSources: "The main content cites no source at all, so no authority either.",
    notAuthoritative:
      "The main content cites {domain}, not a government, university, scientific, standards or reference source.",
  },
  check: ({ citations, content, pageType }, { notApplicable, pass, report, review }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on citations.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS_TO_JUDGE)
      return notApplicable(`The main content has only ${plural(words, "word")}.`)
    if (citations.links.some((link) => link.authority !== null)) return pass()
    if (citations.links.length === 0) return report("noSources")
    const reported = new Set<string>()
    for (const link of citations.links) {
      if (reported.has(link.domain)) continue
      reported.add(link.domain)
      report("notAuthoritative", {
        at: link.location,
        subject: link.domain,
        url: link.url,
        data: { domain: link.domain },
      })
    }
    return review()
  },
})
