import { defineRule } from "@svc/core"
import { allDates, daysBefore, latest } from "../shared/dates"

/** After two years without an update, readers and search engines start doubting time-bound content. */
export const STALE_AFTER_DAYS = 730
/** After five, the page is abandoned in fact, whatever its topic. */
export const ABANDONED_AFTER_DAYS = 1_826

export default defineRule({
  id: "stale-content",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["visible-date"],
  requires: ["dates"],
  label: "The page was updated within the last two years",
  fix: "Review the content: update facts, figures and recommendations that have changed, then update the modification date.",
  check: ({ dates }, { fail, notApplicable, pass, review }) => {
    const newest = latest(allDates(dates).filter((date) => daysBefore(date.date, dates.fetchedAt) >= 0))
    if (newest === undefined) return notApplicable("The page states no date.")
    const days = daysBefore(newest.date, dates.fetchedAt)
    if (days <= STALE_AFTER_DAYS) return pass()
    return (days > ABANDONED_AFTER_DAYS ? fail : review)(
      `The newest date on the page is ${newest.date} (${newest.source}), ${Math.floor(days / 365)} years before the audit.`,
      newest.location ? { at: newest.location } : {},
    )
  },
})
