import { defineRule } from "@svc/core"
import { contentOf, metaSnippet, socialMeta } from "../lib/social"

const CARD_TYPES = new Set(["summary", "summary_large_image", "app", "player"])

export default defineRule({
  id: "twitter-card-valid",
  category: "on-page",
  level: "low",
  requires: ["head"],
  label: "twitter:card names a card X supports, with its image",
  fix: 'Use one of X\'s card types: "summary_large_image", "summary", "app" or "player"; give large-image cards a twitter:image or og:image.',
  messages: {
    unknownType: "{meta} is not a card type X supports, so no card is shown.",
    noImage: "{meta} asks for a large image, but the page names none (twitter:image or og:image).",
  },
  check: ({ head }, { notApplicable, report, review }) => {
    const card = socialMeta(head, "twitter:card")
    const value = contentOf(card).toLowerCase()
    if (card === undefined || value === "") return notApplicable("The page has no twitter:card.")
    if (!CARD_TYPES.has(value)) {
      const meta = metaSnippet(card)
      report("unknownType", { at: card.location, subject: meta, data: { meta } })
      return
    }
    const hasImage =
      contentOf(socialMeta(head, "twitter:image")) !== "" || contentOf(socialMeta(head, "og:image")) !== ""
    if (value !== "summary_large_image" || hasImage) return
    const meta = metaSnippet(card)
    report("noImage", { at: card.location, subject: meta, data: { meta } })
    return review()
  },
})
