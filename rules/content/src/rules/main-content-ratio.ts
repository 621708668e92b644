import { defineRule, originalMainWords, originalTotalWords } from "@svc/core"

export const MIN_MAIN_SHARE = 0.3
const MIN_TOTAL_WORDS = 200

export default defineRule({
  id: "main-content-ratio",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // A thin or stuffed text's share of the page is no strength: it earns nothing while word-count fails.
  presupposes: ["word-count"],
  requires: ["content"],
  label: "Most of the page's text is its main content, not boilerplate",
  fix: "Cut repeated navigation, footer and sidebar text, or give the main content more substance, so that it makes up at least a third of the page's words.",
  messages: {
    boilerplate:
      "The main content ({region}) is {main} of the page's {total} words ({percent}%); the rest is navigation, sidebars and footers.",
  },
  check: ({ content }, { notApplicable, report }) => {
    // Each repeated passage counted once on both sides: the main text said three times is no larger a
    // share of the page.
    const main = originalMainWords(content)
    const total = originalTotalWords(content)
    if (total < MIN_TOTAL_WORDS) return notApplicable(`The page has only ${total} words.`)
    const share = main / total
    if (share < MIN_MAIN_SHARE)
      report("boilerplate", {
        subject: content.mainRegion,
        data: { region: content.mainRegion, main, total, percent: Math.round(share * 100) },
      })
  },
})
