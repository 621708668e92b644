import { fc, test } from "@fast-check/vitest"
import { auditStatusOf, type PageEntry, type StatusRecord } from "@svc/contract"
import { describe, expect } from "vitest"
import { statusLine } from "../src/remote/status-line"
import { resultOf } from "./support/audited-pages"
import { englishTextsIn } from "./support/english-texts"

const result = resultOf("<!doctype html><html lang=en><title>Bread</title><h1>Bread</h1></html>")
const url = "https://bakery.example/"

const page: fc.Arbitrary<PageEntry> = fc.constantFrom<PageEntry>(
  { url, status: "queued" },
  { url, status: "running" },
  { url, status: "done", result },
  { url, status: "failed", error: { error: "The page did not answer in time.", code: "timeout" } },
)

/** Status records as a server sends them: the status follows the pages, a place only while queued. */
const record: fc.Arbitrary<StatusRecord> = fc
  .record({
    id: fc.uuid({ version: 4 }),
    pages: fc.array(page, { minLength: 1, maxLength: 10 }),
    place: fc.integer({ min: 1, max: 500 }),
    pagesAhead: fc.nat({ max: 5_000 }),
    etaSeconds: fc.oneof(fc.constant(0), fc.nat({ max: 20_000 })),
  })
  .map(({ id, pages, place, pagesAhead, etaSeconds }) => {
    const status = auditStatusOf(pages)
    return {
      version: 1,
      id,
      status,
      createdAt: "2026-11-22T10:15:30.123Z",
      queue: { position: status === "queued" ? place : 0, pagesAhead, etaSeconds, samples: 3 },
      pages,
    }
  })

describe("the progress line of a remote audit (stderr, while svc waits)", () => {
  test.prop([record])(
    "names the audit and its state, the queue place while queued, the pages finished, and the estimate",
    (status) => {
      const line = statusLine(status, "en")
      expect(line.startsWith(`audit ${status.id} ${status.status}`)).toBe(true)
      if (status.status === "queued") {
        expect(line).toContain(`place ${status.queue.position} · ${status.queue.pagesAhead} pages ahead`)
      } else {
        const finished = status.pages.filter((entry) => entry.status === "done" || entry.status === "failed")
        expect(line).toContain(`${finished.length} of ${status.pages.length} pages finished`)
      }
      const { etaSeconds } = status.queue
      if (etaSeconds === 0) expect(line).not.toContain("left")
      else
        expect(line).toContain(
          etaSeconds < 90 ? `about ${etaSeconds} s left` : `about ${Math.round(etaSeconds / 60)} min left`,
        )
    },
  )

  test.prop([record, fc.constantFrom("sk" as const, "es" as const)])(
    "is written in the audit's locale: no English text of the catalogue in a Slovak or Spanish line",
    (status, locale) => {
      const line = statusLine(status, locale)
      expect(line).toContain(status.id)
      expect(englishTextsIn(line, locale)).toEqual([])
    },
  )
})
