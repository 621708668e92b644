import { defineRule } from "@svc/core"

/** Shares of the main content inside `data-nosnippet` that leave too little to quote. */
const FAIL_SHARE = 0.9
const REVIEW_SHARE = 0.3

export default defineRule({
  id: "data-nosnippet-scope",
  category: "geo",
  level: "medium",
  appliesTo: "indexable",
  requires: ["nosnippet"],
  label: "data-nosnippet shields passages, not the main content",
  fix: "Keep `data-nosnippet` on the few passages that must not be quoted (prices behind a login, legal boilerplate) and take it off the article body: search engines cannot quote marked text in snippets or AI answers.",
  messages: {
    almostAll:
      "<{tag} data-nosnippet> hides {words} words from snippets: {share} % of the {total} words of main content are hidden, and almost nothing is left to quote.",
    large:
      "<{tag} data-nosnippet> hides {words} words from snippets: {share} % of the {total} words of main content are hidden.",
  },
  check: ({ nosnippet }, { notApplicable, pass, report, review }) => {
    if (nosnippet.mainContentWords === 0) return notApplicable("The page has no main content.")
    const share = nosnippet.mainWords / nosnippet.mainContentWords
    if (share < REVIEW_SHARE) return pass()
    const messageId = share >= FAIL_SHARE ? "almostAll" : "large"
    for (const region of nosnippet.regions)
      if (region.words > 0)
        report(messageId, {
          at: region.location,
          subject: `<${region.tag} data-nosnippet>`,
          data: {
            tag: region.tag,
            words: region.words,
            share: Math.round(share * 100),
            total: nosnippet.mainContentWords,
          },
        })
    return messageId === "large" ? review() : undefined
  },
})
