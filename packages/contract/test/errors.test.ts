import { HttpApiSchema } from "@effect/platform"
import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type ApiError,
  BadFormat,
  BadPage,
  DomainLimit,
  ErrorBody,
  errorBodies,
  errorClasses,
  errorCodes,
  errorStatus,
  errorWireForms,
  fromErrorBody,
  InvalidLocale,
  InvalidQuery,
  InvalidRequest,
  NotFound,
  NotReady,
  parseErrorBody,
  RateLimited,
  ReportFailed,
  toErrorBody,
  Unauthorized,
  UseAsync,
} from "../src"

/** The spec's Errors table: code → HTTP status and extra fields. */
const table = {
  invalid_request: [400, []],
  invalid_query: [400, []],
  invalid_locale: [400, []],
  bad_format: [400, []],
  bad_page: [400, []],
  unauthorized: [401, []],
  not_found: [404, []],
  not_ready: [409, ["status"]],
  use_async: [410, []],
  rate_limited: [429, ["retryAfter"]],
  queue_full: [429, ["retryAfter"]],
  domain_limit: [429, ["availableUrl", "pagesPerSite", "retryAfter"]],
  report_failed: [502, []],
  unreachable: [502, ["host"]],
  unavailable: [503, ["retryAfter"]],
  not_configured: [503, ["retryAfter"]],
} as const

const retryAfter = fc.integer({ min: 1, max: 86_400 })
const text = fc.string({ minLength: 1 })

/** One generated instance of every error class. */
const anyError: fc.Arbitrary<ApiError> = fc.oneof(
  ...[
    InvalidRequest,
    InvalidQuery,
    InvalidLocale,
    BadFormat,
    BadPage,
    Unauthorized,
    NotFound,
    UseAsync,
    ReportFailed,
  ].map((errorClass) => text.map((message): ApiError => new errorClass({ message }))),
  fc
    .tuple(
      text,
      fc.constantFrom("queued", "running", "failed") as fc.Arbitrary<"queued" | "running" | "failed">,
    )
    .map(([message, status]) => new NotReady({ message, status })),
  fc.tuple(text, retryAfter).map(([message, seconds]) => new RateLimited({ message, retryAfter: seconds })),
  fc
    .tuple(text, retryAfter)
    .map(([message, seconds]) => new errorClasses.queue_full({ message, retryAfter: seconds })),
  fc
    .tuple(text, fc.webUrl(), fc.integer({ min: 1, max: 50 }), retryAfter)
    .map(
      ([message, availableUrl, pagesPerSite, seconds]) =>
        new DomainLimit({ message, availableUrl, pagesPerSite, retryAfter: seconds }),
    ),
  fc.tuple(text, fc.domain()).map(([message, host]) => new errorClasses.unreachable({ message, host })),
  fc
    .tuple(text, retryAfter)
    .map(([message, seconds]) => new errorClasses.unavailable({ message, retryAfter: seconds })),
  fc
    .tuple(text, retryAfter)
    .map(([message, seconds]) => new errorClasses.not_configured({ message, retryAfter: seconds })),
)

describe("the error classes", () => {
  it("cover exactly the codes of the spec's Errors table", () => {
    expect([...errorCodes].sort()).toEqual(Object.keys(table).sort())
    expect(Object.keys(errorClasses).sort()).toEqual(Object.keys(table).sort())
  })

  it.each(errorCodes)("%s carries its code and HTTP status, statically and in its annotations", (code) => {
    const errorClass = errorClasses[code]
    expect(errorClass.code).toBe(code)
    expect(errorClass.status).toBe(table[code][0])
    expect(errorStatus[code]).toBe(table[code][0])
    expect(HttpApiSchema.getStatusErrorAST(errorClass.ast)).toBe(table[code][0])
    expect(HttpApiSchema.getStatusErrorAST(errorWireForms[code].ast)).toBe(table[code][0])
  })

  it.each(errorCodes)("%s has exactly the extra fields of the table, besides message", (code) => {
    const fields = Object.keys(errorClasses[code].fields).filter(
      (field) => field !== "_tag" && field !== "message",
    )
    expect(fields.sort()).toEqual([...table[code][1]].sort())
    expect(Object.keys(errorBodies[code].fields).sort()).toEqual(["code", "error", ...table[code][1]].sort())
  })

  it("have a standard English message by default", () => {
    const error = new Unauthorized()
    expect(error.message).toBe("The API key is missing or invalid.")
    expect(error.code).toBe("unauthorized")
    expect(error._tag).toBe("Unauthorized")
    expect(error).toBeInstanceOf(Error)
  })

  it("reach their code and status from an instance", () => {
    fc.assert(
      fc.property(anyError, (error) => {
        expect(errorStatus[error.code]).toBe(table[error.code][0])
        expect(errorClasses[error.code].code).toBe(error.code)
        expect(error).toBeInstanceOf(errorClasses[error.code])
      }),
    )
  })

  it("refuse a retryAfter below 1 or not whole (decision 26)", () => {
    expect(() => new RateLimited({ retryAfter: 0 })).toThrow()
    expect(() => new RateLimited({ retryAfter: 1.5 })).toThrow()
    expect(new RateLimited({ retryAfter: 1 }).retryAfter).toBe(1)
  })

  it("refuse a pagesPerSite outside 1–50", () => {
    const make = (pagesPerSite: number) =>
      new DomainLimit({ availableUrl: "https://example.com/", pagesPerSite, retryAfter: 60 })
    expect(() => make(0)).toThrow()
    expect(() => make(51)).toThrow()
    expect(make(50).pagesPerSite).toBe(50)
  })
})

describe("the wire error body", () => {
  it("is { error, code, ...extra }, without _tag", () => {
    expect(toErrorBody(new NotReady({ status: "running" }))).toEqual({
      error: "The page has not finished yet; wait until the audit is complete.",
      code: "not_ready",
      status: "running",
    })
    expect(toErrorBody(new Unauthorized({ message: "No key." }))).toEqual({
      error: "No key.",
      code: "unauthorized",
    })
  })

  it("round-trips every error: toErrorBody then fromErrorBody gives the same error", () => {
    fc.assert(
      fc.property(anyError, (error) => {
        const body = toErrorBody(error)
        expect(body).not.toHaveProperty("_tag")
        expect(body).not.toHaveProperty("message")
        expect(body.code).toBe(error.code)
        expect(body.error).toBe(error.message)
        expect(Schema.is(ErrorBody)(body)).toBe(true)
        expect(JSON.parse(JSON.stringify(body))).toEqual(body)
        const back = fromErrorBody(body)
        expect(back).toBeInstanceOf(errorClasses[error.code])
        expect(back).toEqual(error)
        expect(toErrorBody(back)).toEqual(body)
      }),
      { numRuns: 500 },
    )
  })

  it("round-trips every body: fromErrorBody then toErrorBody gives the same body", () => {
    fc.assert(
      fc.property(anyError, (error) => {
        const body = JSON.parse(JSON.stringify(toErrorBody(error))) as unknown
        const parsed = parseErrorBody(body)
        expect(Either.isRight(parsed)).toBe(true)
        if (Either.isRight(parsed)) expect(toErrorBody(parsed.right)).toEqual(body)
      }),
      { numRuns: 500 },
    )
  })

  it.each<[unknown, string]>([
    [{ error: "x", code: "rate_limited" }, "retryAfter missing"],
    [{ error: "x", code: "rate_limited", retryAfter: 0 }, "retryAfter 0"],
    [{ error: "x", code: "queue_full", retryAfter: 2.5 }, "retryAfter not whole"],
    [{ error: "x", code: "not_ready" }, "status missing"],
    [{ error: "x", code: "not_ready", status: "done" }, "a done page is ready"],
    [{ error: "x", code: "unreachable" }, "host missing"],
    [{ error: "x", code: "no_such_code" }, "unknown code"],
    [{ code: "unauthorized" }, "error missing"],
    [{ error: 1, code: "unauthorized" }, "error not a string"],
    [{ _tag: "Unauthorized", message: "x" }, "the tagged form"],
  ])("refuses %j (%s)", (body) => {
    expect(Either.isLeft(parseErrorBody(body))).toBe(true)
    expect(Schema.is(ErrorBody)(body)).toBe(false)
  })
})

describe("the types derived from the schemas", () => {
  it("tie each body to its own code and extra fields", () => {
    const rateLimited: ErrorBody = { error: "Slow down.", code: "rate_limited", retryAfter: 3 }
    // @ts-expect-error a rate_limited body must carry retryAfter
    const withoutRetry: ErrorBody = { error: "Slow down.", code: "rate_limited" }
    // @ts-expect-error the invalid_request body has the code invalid_request
    const wrongCode: typeof errorBodies.invalid_request.Type = { error: "x", code: "queue_full" }
    // @ts-expect-error not_ready carries a page status
    const wrongStatus: ErrorBody = { error: "x", code: "not_ready", status: "done" }
    expect([rateLimited, withoutRetry, wrongCode, wrongStatus]).toHaveLength(4)
  })
})
