import { defineRule } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export const MIN_ALT_COVERAGE = 0.5

export default defineRule({
  id: "query-in-image-alts",
  phrase: true,
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "images"],
  label: "An image's alt text uses the words of the search phrase",
  fix: "Describe the main image in its alt text with the phrase's words, where that is what the image shows.",
  messages: {
    partial:
      'The alt texts of the page\'s images ({images}) have {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, images }, { notApplicable, pass, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    const visible = images.filter((image) => !image.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible images.")
    if (query.coverage.imageAlts >= MIN_ALT_COVERAGE) return pass()
    report("partial", {
      at: visible[0]?.location,
      data: { ...coverageData(query, "imageAlts"), images: visible.length },
    })
  },
})
