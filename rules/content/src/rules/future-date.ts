import { defineRule } from "@svc/core"
import { daysBefore } from "../lib/dates"

/** A day of slack for time zones and pages published just after the fetch clock ticked. */
const SLACK_DAYS = 1

export default defineRule({
  id: "future-date",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  requires: ["dates"],
  label: "No publication or modification date lies in the future",
  fix: "Correct the date: a date after today usually comes from a wrong time zone, a template default or a typo.",
  messages: {
    future: "{source} says {date}, after the audit date {today}.",
  },
  check: ({ dates }, { notApplicable, report }) => {
    const stated = [...dates.modified, ...dates.published]
    if (stated.length === 0) return notApplicable("The page states no publication or modification date.")
    for (const date of stated)
      if (daysBefore(date.date, dates.fetchedAt) < -SLACK_DAYS)
        report("future", {
          at: date.location,
          subject: date.raw,
          data: { source: date.source, date: date.date, today: dates.fetchedAt.slice(0, 10) },
        })
  },
})
