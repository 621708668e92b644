import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"

export const MIN_ALT_COVERAGE = 0.5

export default defineRule({
  id: "query-in-image-alts",
  part: "content",
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "images"],
  label: "An image's alt text uses the words of the search phrase",
  fix: "Describe the main image in its alt text with the phrase's words, where that is what the image shows.",
  check: ({ query, images }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    const visible = images.filter((image) => !image.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible images.")
    if (query.coverage.imageAlts >= MIN_ALT_COVERAGE) return pass()
    return fail(
      `The alt texts of ${visible.length} image${visible.length === 1 ? "" : "s"} have ${coverageText(query, "imageAlts")}.`,
      { at: visible[0]?.location },
    )
  },
})
