import { defineRule, shortened } from "@svc/core"
import { collapse } from "../lib/page-text"
import { titleWidthPx } from "../lib/title-width"

/** About where Google's desktop results cut a title off (its title box is ~600 px, the ellipsis needs room). */
const MAX_WIDTH_PX = 580

export default defineRule({
  id: "title-pixel-width",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["head"],
  appliesTo: "served",
  symptomOf: ["document-title", "title-length"],
  label: "The title fits the width of a search result",
  fix: "Shorten the title or use narrower words: capitals and letters like W and M are wide. Keep it under about 580 px, and put the words that matter first.",
  messages: {
    tooWide:
      'The title "{title}" is about {width} px wide in a desktop search result; Google cuts titles off near {max} px.',
  },
  check: ({ head }, { notApplicable, report, review }) => {
    const title = head.titles[0]
    const text = collapse(title?.text ?? "")
    if (title === undefined || text === "") return notApplicable("The page has no title.")
    const width = titleWidthPx(text)
    if (width <= MAX_WIDTH_PX) return
    const shown = shortened(text, 100)
    report("tooWide", {
      at: title.location,
      subject: shown,
      data: { title: shown, width, max: MAX_WIDTH_PX },
    })
    return review()
  },
})
