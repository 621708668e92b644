import { defineRule } from "@svc/core"
import { daysBefore } from "../shared/dates"

/** A day of slack for time zones and pages published just after the fetch clock ticked. */
const SLACK_DAYS = 1

export default defineRule({
  id: "future-date",
  part: "content",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  requires: ["dates"],
  label: "No publication or modification date lies in the future",
  fix: "Correct the date: a date after today usually comes from a wrong time zone, a template default or a typo.",
  check: ({ dates }, { fail, notApplicable, pass }) => {
    const stated = [...dates.modified, ...dates.published]
    if (stated.length === 0) return notApplicable("The page states no publication or modification date.")
    const future = stated.find((date) => daysBefore(date.date, dates.fetchedAt) < -SLACK_DAYS)
    if (future === undefined) return pass()
    return fail(
      `${future.source} says ${future.date}, after the audit date ${dates.fetchedAt.slice(0, 10)}.`,
      {
        at: future.location,
      },
    )
  },
})
