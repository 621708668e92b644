import type { Locale, StatusRecord } from "@svc/contract"
import { say } from "../output/say"

const duration = (seconds: number): string =>
  seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`

/** The progress line of a status record, in the audit's locale: state, queue place, pages done, estimate (decision 18). */
export const statusLine = (record: StatusRecord, locale: Locale): string => {
  const { queue } = record
  const finished = record.pages.filter((page) => page.status === "done" || page.status === "failed").length
  const state =
    record.status === "queued"
      ? say(locale, "cli.status.queued", { id: record.id, position: queue.position, ahead: queue.pagesAhead })
      : say(locale, `cli.status.${record.status}`, { id: record.id, finished, pages: record.pages.length })
  return queue.etaSeconds > 0
    ? `${state} · ${say(locale, "cli.status.left", { duration: duration(queue.etaSeconds) })}`
    : state
}
