import { fc, test } from "@fast-check/vitest"
import {
  BadFormat,
  BadPage,
  DomainLimit,
  InvalidLocale,
  InvalidQuery,
  InvalidRequest,
  NotConfigured,
  NotFound,
  NotReady,
  pageFailureCodes,
  QueueFull,
  RateLimited,
  ReportFailed,
  Unauthorized,
  Unavailable,
  Unreachable,
  UseAsync,
} from "@svc/contract"
import { expect } from "vitest"
import { failureText, PageFailed, type ToolFailure, type ToolName } from "../src/tool-failure"

const tool = fc.constantFrom<ToolName>("audit_website", "get_audit_result", "svc_report_pdf")
const retryAfter = fc.integer({ min: 1, max: 86_400 })

/** One failure of every contract code and every page-failure code, with arbitrary extra fields. */
const failure: fc.Arbitrary<ToolFailure> = fc.oneof(
  fc.constantFrom<ToolFailure>(
    new InvalidRequest(),
    new InvalidQuery(),
    new InvalidLocale(),
    new BadFormat(),
    new BadPage(),
    new Unauthorized(),
    new NotFound(),
    new UseAsync(),
    new ReportFailed(),
    new NotReady({ status: "running" }),
  ),
  retryAfter.map((seconds) => new RateLimited({ retryAfter: seconds })),
  retryAfter.map((seconds) => new QueueFull({ retryAfter: seconds })),
  retryAfter.map((seconds) => new Unavailable({ retryAfter: seconds })),
  retryAfter.map((seconds) => new NotConfigured({ retryAfter: seconds })),
  fc
    .record({ seconds: retryAfter, pages: fc.integer({ min: 1, max: 50 }), url: fc.webUrl() })
    .map(
      ({ seconds, pages, url }) =>
        new DomainLimit({ retryAfter: seconds, pagesPerSite: pages, availableUrl: url }),
    ),
  fc.domain().map((host) => new Unreachable({ host })),
  fc
    .record({ code: fc.constantFrom(...pageFailureCodes), message: fc.string() })
    .map(({ code, message }) => new PageFailed({ code, message })),
)

test.prop([failure, tool])(
  "names the code first and ends with a sentence saying what to do",
  (error, name) => {
    const text = failureText(error, name)
    expect(text.startsWith(`Error ${error.code}: `)).toBe(true)
    expect(text).toMatch(/[.!?] [A-Z][^\n]*\.$/)
    if ("retryAfter" in error)
      expect(text.toLowerCase()).toContain(
        `wait ${error.retryAfter === 1 ? "1 second" : `${error.retryAfter} seconds`} (retryafter)`,
      )
    if (error instanceof DomainLimit) expect(text).toContain(`Audit ${error.availableUrl} instead`)
    if (error instanceof RateLimited || error instanceof InvalidRequest) expect(text).toContain(name)
  },
)
