import { defineRule } from "@svc/core"
import { contentOf, socialMeta } from "../lib/social"

export default defineRule({
  id: "twitter-card",
  category: "on-page",
  level: "low",
  extra: true,
  requires: ["head"],
  label: "The page chooses its X (Twitter) card",
  fix: 'Add <meta name="twitter:card" content="summary_large_image"> (or "summary" for a small square image); X takes title, description and image from the Open Graph tags when the twitter: ones are absent.',
  messages: {
    noCard: 'No <meta name="twitter:card">: X decides on its own how to show links to the page.',
  },
  check: ({ head }, { report, review }) => {
    if (contentOf(socialMeta(head, "twitter:card")) !== "") return
    report("noCard")
    return review()
  },
})
