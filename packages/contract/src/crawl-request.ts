import { Either, Schema } from "effect"
import { InvalidRequest } from "./errors"

/** The most requests in flight to one host a crawl may ask for. */
export const MAX_HOST_CONCURRENCY = 16
/** The most globs `include` or `exclude` may hold, and the longest glob. */
export const MAX_CRAWL_GLOBS = 20
export const MAX_CRAWL_GLOB_LENGTH = 200

/** The `crawl` field of the audit request: crawl the site from the one URL in `urls` (issue 34). */
export const CrawlRequest = Schema.Struct({
  maxPages: Schema.optional(
    Schema.Int.pipe(Schema.positive()).annotations({
      description:
        "The most pages audited (done or failed); also bounded by what the key may still audit of the site today",
    }),
  ),
  maxDepth: Schema.optional(
    Schema.Int.pipe(Schema.nonNegative()).annotations({ description: "The most clicks from the start URL" }),
  ),
  scope: Schema.optional(
    Schema.Literal("host", "site").annotations({
      description: "`host` (default): the start URL's host; `site`: its registrable domain",
    }),
  ),
  include: Schema.optional(
    Schema.Array(Schema.String).annotations({
      description: `Path globs a URL must match (\`*\` within a segment, \`**\` across); at most ${MAX_CRAWL_GLOBS}`,
    }),
  ),
  exclude: Schema.optional(
    Schema.Array(Schema.String).annotations({
      description: `Path globs that keep a URL out; at most ${MAX_CRAWL_GLOBS}`,
    }),
  ),
  dropQuery: Schema.optional(
    Schema.Boolean.annotations({ description: "Drop query strings from discovered URLs" }),
  ),
}).annotations({ identifier: "CrawlRequest" })
export type CrawlRequest = typeof CrawlRequest.Type

const CRAWL_FIELDS = new Set(["maxPages", "maxDepth", "scope", "include", "exclude", "dropQuery"])

const fail = (message: string) => Either.left(new InvalidRequest({ message }))

/** The bounds a crawl may be given, checked the same for the API, the CLI and the library. */
export interface CrawlBounds {
  readonly maxPages?: number | undefined
  readonly maxDepth?: number | undefined
  readonly maxDurationMs?: number | undefined
  readonly concurrency?: number | undefined
  readonly scope?: unknown
}

const wholeNumber = (name: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  value === undefined ||
  (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max)
    ? Either.void
    : fail(`${name} must be a whole number from ${min} to ${max}.`)

/** The one home of a crawl's bound checks: a bad value is `InvalidRequest` naming it. */
export const checkCrawlBounds = (bounds: CrawlBounds): Either.Either<void, InvalidRequest> =>
  Either.gen(function* () {
    yield* wholeNumber("maxPages", bounds.maxPages, 1)
    yield* wholeNumber("maxDepth", bounds.maxDepth, 0)
    yield* wholeNumber("maxDurationMs", bounds.maxDurationMs, 1)
    yield* wholeNumber("concurrency", bounds.concurrency, 1, MAX_HOST_CONCURRENCY)
    if (bounds.scope !== undefined && bounds.scope !== "host" && bounds.scope !== "site")
      return yield* fail('scope must be "host" or "site".')
  })

const globs = (
  name: string,
  value: unknown,
): Either.Either<ReadonlyArray<string> | undefined, InvalidRequest> => {
  if (value === undefined) return Either.right(undefined)
  if (!Array.isArray(value) || value.length > MAX_CRAWL_GLOBS)
    return fail(`crawl.${name} must be an array of at most ${MAX_CRAWL_GLOBS} strings.`)
  for (const glob of value as ReadonlyArray<unknown>)
    if (typeof glob !== "string" || glob.length > MAX_CRAWL_GLOB_LENGTH || glob.includes("\u0000"))
      return fail(
        `crawl.${name} holds an entry that is not a path glob of at most ${MAX_CRAWL_GLOB_LENGTH} characters.`,
      )
  return Either.right(value as ReadonlyArray<string>)
}

/**
 * The `crawl` field as sent: an object of the fields above only (an unknown field is refused, so a
 * caller never believes a bound it misspelt holds), each of its type and range. `InvalidRequest` names
 * the field; `null` is never "absent".
 */
export const decodeCrawlRequest = (value: unknown): Either.Either<CrawlRequest, InvalidRequest> =>
  Either.gen(function* () {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return yield* fail("crawl must be an object.")
    const fields = value as Readonly<Record<string, unknown>>
    const unknown = Object.keys(fields).find((name) => !CRAWL_FIELDS.has(name))
    if (unknown !== undefined)
      return yield* fail(
        `crawl.${unknown.slice(0, 40)} is not a crawl field (maxPages, maxDepth, scope, include, exclude, dropQuery).`,
      )
    yield* Either.mapLeft(
      checkCrawlBounds({
        maxPages: fields.maxPages as number,
        maxDepth: fields.maxDepth as number,
        scope: fields.scope,
      }),
      (error) => new InvalidRequest({ message: `crawl.${error.message}` }),
    )
    if (fields.dropQuery !== undefined && typeof fields.dropQuery !== "boolean")
      return yield* fail("crawl.dropQuery must be true or false.")
    const include = yield* globs("include", fields.include)
    const exclude = yield* globs("exclude", fields.exclude)
    return {
      ...(fields.maxPages === undefined ? {} : { maxPages: fields.maxPages as number }),
      ...(fields.maxDepth === undefined ? {} : { maxDepth: fields.maxDepth as number }),
      ...(fields.scope === undefined ? {} : { scope: fields.scope as "host" | "site" }),
      ...(include === undefined ? {} : { include }),
      ...(exclude === undefined ? {} : { exclude }),
      ...(fields.dropQuery === undefined ? {} : { dropQuery: fields.dropQuery as boolean }),
    }
  })
