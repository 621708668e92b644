import { defineRule } from "@svc/core"
import { isInformational, MIN_WORDS_TO_JUDGE, plural } from "../applicability"

export default defineRule({
  id: "authoritative-sources",
  part: "ai",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["citations", "content", "pageType"],
  symptomOf: ["source-citations"],
  label: "Among the sources cited is at least one authority",
  fix: "Where a claim rests on research, law, statistics or a standard, cite the primary source: a government or statistics office, a university, a peer-reviewed paper (doi.org), an international body or a standards organisation.",
  check: ({ citations, content, pageType }, { fail, notApplicable, pass, review }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on citations.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS_TO_JUDGE)
      return notApplicable(`The main content has only ${plural(words, "word")}.`)
    if (citations.links.some((link) => link.authority !== null)) return pass()
    if (citations.links.length === 0)
      return fail("The main content cites no source at all, so no authority either.")
    const domains = [...new Set(citations.links.map((link) => link.domain))]
    return review(
      `The main content cites ${plural(domains.length, "site")} (${domains.slice(0, 5).join(", ")}), none of them a government, university, scientific, standards or reference source.`,
      { at: citations.links[0]?.location },
    )
  },
})
