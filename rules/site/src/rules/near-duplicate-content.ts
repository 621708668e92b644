import { defineSiteRule, nearDuplicatePairs } from "@svc/core"

/** Texts shorter than this are left out: on a page of a few words the shared template decides the similarity. */
const NEAR_DUPLICATE_MIN_WORDS = 50

export default defineSiteRule({
  id: "near-duplicate-content",
  category: "content",
  level: "medium",
  label: "No two indexable pages have nearly the same main text",
  fix: "Merge pages that say nearly the same into one (redirect the others to it), point the lesser ones' canonical at the best one, or rewrite each for its own purpose.",
  messages: {
    similar: "{percent}% of the main text of {url} is the same as on {other}",
  },
  check: (site, { report }) => {
    // Pages with the same text are duplicate-content's finding: one of each text is compared here.
    const seen = new Set<string>()
    const texts = site.indexable.flatMap((page) => {
      if (page.text === null || page.text.words < NEAR_DUPLICATE_MIN_WORDS || seen.has(page.text.hash))
        return []
      seen.add(page.text.hash)
      return [{ id: page.url, minhash: page.text.minhash }]
    })
    for (const pair of nearDuplicatePairs(texts))
      report("similar", {
        url: pair.a,
        related: [pair.b],
        data: { percent: Math.round(pair.similarity * 100), url: pair.a, other: pair.b },
      })
  },
})
