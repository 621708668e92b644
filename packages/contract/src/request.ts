import { Either, Schema } from "effect"
import { containsApiKey } from "./api-key-shape"
import { checkAuditUrl, type TargetPolicy } from "./audit-url"
import { CrawlRequest, decodeCrawlRequest } from "./crawl-request"
import { InvalidLocale, InvalidQuery, InvalidRequest } from "./errors"
import { MAX_QUERY_WORDS, MAX_URLS } from "./limits"
import { Locale } from "./vocabulary"

/**
 * The audit request body as it appears on the wire (`POST /api/v1/audits`). It documents the shape;
 * the rules of decisions 1–6 are applied by `decodeAuditRequest`, which also reports the right code.
 */
export const AuditRequestBody = Schema.Struct({
  urls: Schema.optional(
    Schema.Array(Schema.String).annotations({
      description: `1 to ${MAX_URLS} public http(s) URLs; duplicates are audited once`,
    }),
  ),
  url: Schema.optional(Schema.String.annotations({ description: "Shorthand for `urls: [url]`" })),
  query: Schema.optional(
    Schema.String.annotations({ description: `The search phrase, at most ${MAX_QUERY_WORDS} words` }),
  ),
  locale: Schema.optional(
    Locale.annotations({ description: "Language of the human texts; `en` by default" }),
  ),
  crawl: Schema.optional(
    CrawlRequest.annotations({
      description:
        "Crawl the site from the one URL of `urls` and judge it across its pages; the pages count against the key's pages per site today",
    }),
  ),
}).annotations({ identifier: "AuditRequestBody" })
export type AuditRequestBody = typeof AuditRequestBody.Type

/** An accepted audit request: the rules of decisions 1–6 hold and the defaults are filled in. */
export const AuditRequest = Schema.Struct({
  /** The distinct URLs, in the order first sent, as sent (trimmed). */
  urls: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(MAX_URLS)),
  /** The trimmed phrase; undefined when none (or only white space) was sent. */
  query: Schema.UndefinedOr(Schema.String),
  locale: Locale,
  /** The crawl asked for (then `urls` holds its start URL alone); undefined for an audit of the URLs sent. */
  crawl: Schema.UndefinedOr(CrawlRequest),
}).annotations({ identifier: "AuditRequest" })
export type AuditRequest = typeof AuditRequest.Type

/** The errors `decodeAuditRequest` can give, all `400`. */
export type AuditRequestError = InvalidRequest | InvalidQuery | InvalidLocale

const DEFAULT_LOCALE: Locale = "en"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Words are the runs of non-white-space characters. */
const wordsOf = (phrase: string): ReadonlyArray<string> => phrase.split(/\s+/).filter((word) => word !== "")

/** An entry of `urls` (or the `url` shorthand) with the name it is reported under, e.g. `urls[2]`. */
interface UrlEntry {
  readonly name: string
  readonly value: unknown
}

const urlEntries = (
  body: Readonly<Record<string, unknown>>,
): Either.Either<ReadonlyArray<UrlEntry>, InvalidRequest> => {
  const hasUrl = Object.hasOwn(body, "url")
  const hasUrls = Object.hasOwn(body, "urls")
  if (hasUrl && hasUrls)
    return Either.left(new InvalidRequest({ message: "Send either url or urls, not both." }))
  if (hasUrl) return Either.right([{ name: "url", value: body.url }])
  if (!hasUrls) return Either.left(new InvalidRequest({ message: "The body has neither urls nor url." }))
  const urls = body.urls
  if (!Array.isArray(urls))
    return Either.left(new InvalidRequest({ message: "urls must be an array of strings." }))
  if (urls.length === 0 || urls.length > MAX_URLS) {
    return Either.left(new InvalidRequest({ message: `urls must hold 1 to ${MAX_URLS} entries.` }))
  }
  return Either.right(urls.map((value: unknown, index) => ({ name: `urls[${index}]`, value })))
}

const distinctUrls = (
  entries: ReadonlyArray<UrlEntry>,
  policy: TargetPolicy,
): Either.Either<ReadonlyArray<string>, InvalidRequest> => {
  const byPage = new Map<string, string>()
  for (const { name, value } of entries) {
    if (typeof value !== "string")
      return Either.left(new InvalidRequest({ message: `${name} must be a string.` }))
    // Before anything that could echo the URL: a URL is stored with the audit, a key never is.
    if (containsApiKey(value))
      return Either.left(
        new InvalidRequest({
          message: `${name} holds what looks like an svc API key (svc_…); a key never belongs in a URL. Send it only in the Authorization or X-Api-Key header.`,
        }),
      )
    const checked = checkAuditUrl(value, policy)
    if (Either.isLeft(checked))
      return Either.left(new InvalidRequest({ message: `${name} ${checked.left}.` }))
    if (!byPage.has(checked.right.page)) byPage.set(checked.right.page, checked.right.sent)
  }
  return Either.right([...byPage.values()])
}

const phrase = (body: Readonly<Record<string, unknown>>): Either.Either<string | undefined, InvalidQuery> => {
  if (!Object.hasOwn(body, "query")) return Either.right(undefined)
  const query = body.query
  if (typeof query !== "string") return Either.left(new InvalidQuery({ message: "query must be a string." }))
  const trimmed = query.trim()
  // Stored with every result: a text every store can keep (PostgreSQL's cannot hold U+0000).
  if (trimmed.includes("\u0000"))
    return Either.left(new InvalidQuery({ message: "query contains a NUL character (U+0000)." }))
  if (wordsOf(trimmed).length > MAX_QUERY_WORDS) {
    return Either.left(new InvalidQuery({ message: `query has more than ${MAX_QUERY_WORDS} words.` }))
  }
  // The phrase is stored with every result, so it may not carry a key either.
  if (containsApiKey(trimmed))
    return Either.left(new InvalidQuery({ message: `query holds what looks like an svc API key (svc_…).` }))
  return Either.right(trimmed === "" ? undefined : trimmed)
}

const locale = (body: Readonly<Record<string, unknown>>): Either.Either<Locale, InvalidLocale> => {
  if (!Object.hasOwn(body, "locale")) return Either.right(DEFAULT_LOCALE)
  return Schema.is(Locale)(body.locale)
    ? Either.right(body.locale)
    : Either.left(new InvalidLocale({ message: "locale must be en, sk or es." }))
}

/** The `crawl` field: absent, or a crawl request with exactly one start URL. */
const crawlOf = (
  body: Readonly<Record<string, unknown>>,
  entries: ReadonlyArray<UrlEntry>,
): Either.Either<CrawlRequest | undefined, InvalidRequest> => {
  if (!Object.hasOwn(body, "crawl")) return Either.right(undefined)
  if (entries.length !== 1)
    return Either.left(
      new InvalidRequest({ message: "A crawl starts from exactly one URL: send one entry in urls." }),
    )
  return decodeCrawlRequest(body.crawl)
}

/**
 * Applies the request rules (decisions 1–6) to a parsed JSON body, in this order: the body is an
 * object; `url` or `urls` (not both); 1–10 entries; every URL acceptable and free of API keys;
 * `query`; `locale`; `crawl` (one URL, its fields). The
 * first rule broken decides the error. Unknown fields are ignored; `null` is never "absent".
 */
export const decodeAuditRequest = (
  body: unknown,
  policy: TargetPolicy = {},
): Either.Either<AuditRequest, AuditRequestError> => {
  if (!isRecord(body)) return Either.left(new InvalidRequest({ message: "The body must be a JSON object." }))
  return Either.gen(function* () {
    const entries = yield* urlEntries(body)
    const urls = yield* distinctUrls(entries, policy)
    const query = yield* phrase(body)
    const language = yield* locale(body)
    return { urls, query, locale: language, crawl: yield* crawlOf(body, entries) }
  })
}

/** The number of words in a phrase, as counted for the 32-word limit. */
export const countWords = (text: string): number => wordsOf(text.trim()).length
