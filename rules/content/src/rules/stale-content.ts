import { defineRule } from "@svc/core"
import { allDates, daysBefore, latest } from "../lib/dates"

/** After two years without an update, readers and search engines start doubting time-bound content. */
export const STALE_AFTER_DAYS = 730
/** After five, the page is abandoned in fact, whatever its topic. */
export const ABANDONED_AFTER_DAYS = 1_826

export default defineRule({
  id: "stale-content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["visible-date"],
  requires: ["dates"],
  label: "The page was updated within the last two years",
  fix: "Review the content: update facts, figures and recommendations that have changed, then update the modification date.",
  messages: {
    stale: "The newest date on the page is {date} ({source}), {years} years before the audit.",
    staleInText: "The newest date on the page is {date}, in its text, {years} years before the audit.",
  },
  check: ({ dates }, { notApplicable, report, review }) => {
    const newest = latest(allDates(dates).filter((date) => daysBefore(date.date, dates.fetchedAt) >= 0))
    if (newest === undefined) return notApplicable("The page states no date.")
    const days = daysBefore(newest.date, dates.fetchedAt)
    if (days <= STALE_AFTER_DAYS) return
    const years = Math.floor(days / 365)
    const item = { at: newest.location, subject: newest.raw }
    // A date read from the running text has no markup to name.
    if (newest.source === "text") report("staleInText", { ...item, data: { date: newest.date, years } })
    else report("stale", { ...item, data: { date: newest.date, source: newest.source, years } })
    if (days <= ABANDONED_AFTER_DAYS) return review()
  },
})
