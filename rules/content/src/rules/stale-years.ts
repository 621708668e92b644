import { defineRule, fold } from "@svc/core"
import { quote } from "../shared/quote"

// A year beside these words promises current information ("Best laptops 2021", "Guía actualizada 2020").
const TIMELY =
  /\b(best|top|new|latest|guide|review|update|updated|trends?|najlepsie|najlepsi|novinky|aktualne|aktualizovane|prehlad|mejores|nuevo|nueva|guia|actualizado|actualizada|tendencias)\b/
const YEAR = /\b(20\d{2})\b/g
const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*[-–]\s*)?(20\d{2})\b/i
const OPYRIGHT = /opyright/i
/**
 * A cheap first look, so that only blocks that may hold a copyright line are matched against `COPYRIGHT`:
 * what `/©|opyright|\(c\)/i` answers, each part searched alone, where a search can skip ahead.
 */
export const mayHoldCopyright = (text: string): boolean =>
  text.includes("©") || text.includes("(c)") || text.includes("(C)") || OPYRIGHT.test(text)
/** A year this far back in a timely heading, or in the copyright line, reads as unmaintained. */
export const STALE_YEARS = 2

export default defineRule({
  id: "stale-years",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["head", "headings", "content", "dates"],
  label: "Titles and the copyright line name no outdated year",
  fix: "Update the year in the title or headline together with the content (or drop it), and keep the copyright year current.",
  check: ({ head, headings, content, dates }, { fail, pass, review }) => {
    const now = new Date(Date.parse(dates.fetchedAt)).getUTCFullYear()
    const staleIn = (text: string): number | undefined => {
      const folded = fold(text)
      if (!TIMELY.test(folded)) return undefined
      return [...folded.matchAll(YEAR)]
        .map((match) => Number(match[1]))
        .find((year) => year <= now - STALE_YEARS)
    }
    const title = head.titles.find((tag) => tag.inHead)
    if (title && staleIn(title.text) !== undefined)
      return fail(`The title ${quote(title.text)} names ${staleIn(title.text)}.`, { at: title.location })
    const heading = headings.find(
      (entry) => !entry.hidden && entry.level <= 2 && staleIn(entry.text) !== undefined,
    )
    if (heading)
      return fail(`The <h${heading.level}> ${quote(heading.text)} names ${staleIn(heading.text)}.`, {
        at: heading.location,
      })
    for (const block of content.blocks) {
      if (!mayHoldCopyright(block.text)) continue
      const year = COPYRIGHT.exec(block.text)?.[1]
      if (year !== undefined && Number(year) <= now - STALE_YEARS)
        return review(`The copyright line ${quote(block.text, 60)} ends in ${year}.`, { at: block.location })
    }
    return pass()
  },
})
