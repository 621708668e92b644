import { Schema } from "effect"
import { MAX_QUERY_WORDS, MAX_URLS } from "./limits"

/** Seconds to wait before trying again: a whole number, at least 1 (decision 26). */
export const RetryAfter = Schema.Int.pipe(
  Schema.greaterThanOrEqualTo(1),
  Schema.annotations({ identifier: "RetryAfter", description: "whole seconds to wait, at least 1" }),
)

/** The status of a page that has no report: still waiting, in progress, or failed for good. */
export const PageStatusWithoutReport = Schema.Literal("queued", "running", "failed")
export type PageStatusWithoutReport = typeof PageStatusWithoutReport.Type

/** The per-site daily page number of a key: 1 by default, at most 50 (decision 28). */
export const PagesPerSite = Schema.Int.pipe(Schema.between(1, 50))

/**
 * The contract's errors, said once (the spec's Errors table): for each `code`, the tagged error's
 * name, the HTTP status, the standard English text, when it is answered and the extra fields with
 * what each means. The error classes, their wire bodies, the HttpApi (and so the OpenAPI document),
 * the docs' table and the server's answers are all derived from it.
 */
export const errorTable = {
  invalid_request: {
    tag: "InvalidRequest",
    status: 400,
    text: `The body must be a JSON object whose urls holds 1 to ${MAX_URLS} public http(s) URLs.`,
    when: `the body is not a JSON object of at most 64 KiB with \`url\` or 1 to ${MAX_URLS} acceptable \`urls\``,
    fields: {},
  },
  invalid_query: {
    tag: "InvalidQuery",
    status: 400,
    text: `query must be a string of at most ${MAX_QUERY_WORDS} words.`,
    when: `\`query\` is not a string or has more than ${MAX_QUERY_WORDS} words`,
    fields: {},
  },
  invalid_locale: {
    tag: "InvalidLocale",
    status: 400,
    text: "locale must be en, sk or es.",
    when: "`locale` is not exactly `en`, `sk` or `es`",
    fields: {},
  },
  bad_format: {
    tag: "BadFormat",
    status: 400,
    text: "format must be json or pdf.",
    when: "`format` is other than `json` or `pdf`",
    fields: {},
  },
  bad_page: {
    tag: "BadPage",
    status: 400,
    text: "page is not the index of a page of this audit.",
    when: "with `format=pdf`, `page` is not the index of a page of this audit",
    fields: {},
  },
  unauthorized: {
    tag: "Unauthorized",
    status: 401,
    text: "The API key is missing or invalid.",
    when: "key missing, malformed, unknown or revoked, or the two key headers differ",
    fields: {},
  },
  not_found: {
    tag: "NotFound",
    status: 404,
    text: "No audit with this id exists for this key.",
    when: "no audit has this id, or it belongs to another key",
    fields: {},
  },
  not_ready: {
    tag: "NotReady",
    status: 409,
    text: "The page has not finished yet; wait until the audit is complete.",
    when: "PDF asked for before the page is `done`",
    fields: {
      status: {
        schema: PageStatusWithoutReport,
        means: "the page's status, `queued`, `running` or `failed`",
      },
    },
  },
  use_async: {
    tag: "UseAsync",
    status: 410,
    text: "The synchronous audit is retired: use POST /api/v1/audits and poll, and update the CLI and MCP clients to 0.3.0 or later.",
    when: "the retired `GET /api/v1/audit`, or a CLI/MCP client below 0.3.0",
    fields: {},
  },
  rate_limited: {
    tag: "RateLimited",
    status: 429,
    text: "Too many requests; wait retryAfter seconds.",
    when: "quota spent, too many PDFs, too many unreachable targets (10 per hour), or status polled too often",
    fields: { retryAfter: { schema: RetryAfter } },
  },
  queue_full: {
    tag: "QueueFull",
    status: 429,
    text: `This key already has ${MAX_URLS} pages queued or running; collect their results first.`,
    when: `the key already has ${MAX_URLS} pages queued or running; collect results first`,
    fields: { retryAfter: { schema: RetryAfter } },
  },
  domain_limit: {
    tag: "DomainLimit",
    status: 429,
    text: "This key has already audited as many pages of this site today as allowed.",
    when: "the key already audited today as many pages of this site as allowed",
    fields: {
      availableUrl: { schema: Schema.String, means: "a page that can be audited again" },
      pagesPerSite: { schema: PagesPerSite, means: "the daily number" },
      retryAfter: { schema: RetryAfter, means: "seconds to the next UTC day" },
    },
  },
  report_failed: {
    tag: "ReportFailed",
    status: 502,
    text: "The PDF could not be rendered; the JSON result is unaffected.",
    when: "the PDF could not be rendered; the JSON result is unaffected",
    fields: {},
  },
  unreachable: {
    tag: "Unreachable",
    status: 502,
    text: "The target cannot be audited: it does not exist, refuses connections or is not public.",
    when: "a target does not exist, refuses the connection, or is not public",
    fields: {
      host: { schema: Schema.String, means: "the host of the first target that could not be reached" },
    },
  },
  unavailable: {
    tag: "Unavailable",
    status: 503,
    text: "The audit could not be queued because of a fault of the service; try again later.",
    when: "the audit could not be queued because of a fault of the service",
    fields: { retryAfter: { schema: RetryAfter } },
  },
  not_configured: {
    tag: "NotConfigured",
    status: 503,
    text: "No API key is issued on this server.",
    when: "no key is issued on this server",
    fields: { retryAfter: { schema: RetryAfter } },
  },
} as const satisfies Record<string, ErrorTableEntry>

/** One row of the errors table. */
export interface ErrorTableEntry {
  readonly tag: string
  readonly status: number
  readonly text: string
  readonly when: string
  readonly fields: Readonly<Record<string, { readonly schema: Schema.Schema.Any; readonly means?: string }>>
}

export type ErrorTable = typeof errorTable
