import { defineRule, fold, shortened } from "@svc/core"

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
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["head", "headings", "content", "dates"],
  label: "Titles and the copyright line name no outdated year",
  fix: "Update the year in the title or headline together with the content (or drop it), and keep the copyright year current.",
  messages: {
    title: 'The title "{title}" names {year}.',
    heading: 'The <h{level}> "{heading}" names {year}.',
    copyright: 'The copyright line "{text}" ends in {year}.',
  },
  check: ({ head, headings, content, dates }, { report, review }) => {
    const now = new Date(Date.parse(dates.fetchedAt)).getUTCFullYear()
    const staleIn = (text: string): number | undefined => {
      const folded = fold(text)
      if (!TIMELY.test(folded)) return undefined
      return [...folded.matchAll(YEAR)]
        .map((match) => Number(match[1]))
        .find((year) => year <= now - STALE_YEARS)
    }
    let stale = 0
    const title = head.titles.find((tag) => tag.inHead)
    const titleYear = title ? staleIn(title.text) : undefined
    if (title && titleYear !== undefined) {
      stale++
      const text = shortened(title.text)
      report("title", { at: title.location, subject: text, data: { title: text, year: titleYear } })
    }
    for (const entry of headings) {
      if (entry.hidden || entry.level > 2) continue
      const year = staleIn(entry.text)
      if (year === undefined) continue
      stale++
      const text = shortened(entry.text)
      report("heading", {
        at: entry.location,
        subject: text,
        data: { level: entry.level, heading: text, year },
      })
    }
    if (stale > 0) return
    for (const block of content.blocks) {
      if (!mayHoldCopyright(block.text)) continue
      const year = COPYRIGHT.exec(block.text)?.[1]
      if (year === undefined || Number(year) > now - STALE_YEARS) continue
      stale++
      const text = shortened(block.text, 60)
      report("copyright", { at: block.location, subject: text, data: { text, year: Number(year) } })
    }
    if (stale > 0) return review()
  },
})
