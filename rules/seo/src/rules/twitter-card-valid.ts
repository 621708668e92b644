import { defineRule } from "@svc/core"
import { onLine } from "../lib/evidence"
import { contentOf, metaSnippet, socialMeta } from "../lib/social"

const CARD_TYPES = new Set(["summary", "summary_large_image", "app", "player"])

export default defineRule({
  id: "twitter-card-valid",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["head"],
  label: "twitter:card names a card X supports, with its image",
  fix: 'Use one of X\'s card types: "summary_large_image", "summary", "app" or "player"; give large-image cards a twitter:image or og:image.',
  check: ({ head }, { fail, notApplicable, pass, review }) => {
    const card = socialMeta(head, "twitter:card")
    const value = contentOf(card).toLowerCase()
    if (card === undefined || value === "") return notApplicable("The page has no twitter:card.")
    const shown = `${metaSnippet(card)}${onLine(card.location)}`
    if (!CARD_TYPES.has(value))
      return fail(`${shown} is not a card type X supports, so no card is shown.`, { at: card.location })
    const hasImage =
      contentOf(socialMeta(head, "twitter:image")) !== "" || contentOf(socialMeta(head, "og:image")) !== ""
    if (value === "summary_large_image" && !hasImage)
      return review(`${shown} asks for a large image, but the page names none (twitter:image or og:image).`, {
        at: card.location,
      })
    return pass()
  },
})
