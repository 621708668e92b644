import type { StatusRecord } from "@svc/contract"

const duration = (seconds: number): string =>
  seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`

/** The progress line of a status record: state, queue place, pages done, estimate (decision 18). */
export const statusLine = (record: StatusRecord): string => {
  const audit = `audit ${record.id}`
  const { queue } = record
  const eta = queue.etaSeconds > 0 ? ` · about ${duration(queue.etaSeconds)} left` : ""
  if (record.status === "queued") {
    return `${audit} queued · place ${queue.position} · ${queue.pagesAhead} pages ahead${eta}`
  }
  const finished = record.pages.filter((page) => page.status === "done" || page.status === "failed").length
  return `${audit} ${record.status} · ${finished} of ${record.pages.length} pages finished${eta}`
}
