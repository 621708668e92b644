import { Readable } from "node:stream"
import { Unreachable } from "@svc/contract"
import type { PageSnapshot, RedirectHop } from "@svc/core"
import { Either } from "effect"
import { Agent } from "undici"
import { type AddressGuard, type GuardPolicy, makeAddressGuard } from "./address-guard"
import { decodeHtml, decodeText } from "./charset"
import { classifyFailure, type FailureContext } from "./classify-failure"
import { NotHtml, TooManyRedirects } from "./errors"
import { guardedConnector, type Resolver, systemResolver } from "./guarded-connector"
import { abandon, discard, type Exchange, sendGet } from "./http-exchange"
import { CONNECT_TIMEOUT_MS, type FetchLimits } from "./limits"
import { type ByteBudget, readBody } from "./read-body"
import { checkTarget } from "./target"
import { DEFAULT_USER_AGENT } from "./user-agent"

/** The page as fetched: a snapshot without the site files, which are fetched beside it. */
export type FetchedPage = Omit<PageSnapshot, "siteFiles">

/** A plain-text file as fetched (robots.txt, a sitemap, llms.txt), whatever its status. */
export interface FetchedText {
  readonly requestedUrl: string
  readonly finalUrl: string
  readonly status: number
  readonly body: string
  /** The body was longer than the limit and cut there (asked with `truncate`). */
  readonly truncated: boolean
}

/** Where an address's redirects end, without its body. */
export interface FetchedRedirects {
  readonly requestedUrl: string
  readonly finalUrl: string
  readonly status: number
  readonly redirects: ReadonlyArray<RedirectHop>
}

export interface FetcherOptions {
  /** Which non-public targets may be fetched; none by default (decision 3). */
  readonly policy?: GuardPolicy | undefined
  /** Name resolution; the system resolver by default. Tests inject one to answer private addresses. */
  readonly resolve?: Resolver | undefined
  readonly userAgent?: string | undefined
  readonly connectTimeoutMs?: number | undefined
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8"
const TEXT_ACCEPT = "text/plain,application/xml,text/xml;q=0.9,*/*;q=0.8"

const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""

const looksLikeHtml = (text: string): boolean => /^\s*</.test(text.slice(0, 1024).replace(/^\uFEFF/, ""))

/** A file that is itself gzip (`sitemap.xml.gz`), not merely sent with a gzip content coding. */
const isGzipFile = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b

const isSuccess = (status: number): boolean => status >= 200 && status < 300

/**
 * Asked before each redirect hop is requested, with the hop's (guard-checked) address and the redirect
 * that leads there: true follows it; false stops there, and the redirect itself is the answer (a crawl
 * whose target is fetched by another of its requests). A rejection fails the fetch.
 */
export type RedirectFollowing = (target: URL, from: RedirectHop) => Promise<boolean>

/** What the last hop of a fetch hands to the code that reads its body. */
interface Arrival {
  /** The URL asked for, normalised (WHATWG serialisation, no fragment). */
  readonly requested: URL
  readonly exchange: Exchange
  readonly redirects: ReadonlyArray<RedirectHop>
  readonly signal: AbortSignal
}

/**
 * Fetches pages and site files through one connection pool whose connector holds the public-address
 * guard. Redirects are followed here, by hand, each hop checked again before it is requested and again
 * when it is connected to. Every method throws only the typed fetch errors.
 */
export class Fetcher {
  readonly guard: AddressGuard
  private readonly agent: Agent
  private readonly userAgent: string
  private readonly connectTimeoutMs: number

  constructor(options: FetcherOptions = {}) {
    this.guard = makeAddressGuard(options.policy)
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
    this.agent = new Agent({
      connect: guardedConnector({
        guard: this.guard,
        resolve: options.resolve ?? systemResolver,
        connectTimeoutMs: this.connectTimeoutMs,
      }),
      connections: 6,
      keepAliveTimeout: 4_000,
    })
  }

  /**
   * Fetches an HTML page: at most `limits.maxRedirects` redirects, the decoded body at most
   * `limits.maxBodyBytes`, everything within `limits.deadlineMs`. A 4xx or 5xx page is returned like
   * any other (it is audited); a successful answer that is not HTML is `NotHtml`.
   */
  async fetchPage(
    url: string,
    limits: FetchLimits,
    signal?: AbortSignal,
    following?: RedirectFollowing,
  ): Promise<FetchedPage> {
    const fetchedAt = new Date().toISOString()
    return this.follow(
      url,
      limits,
      HTML_ACCEPT,
      signal,
      async ({ requested, exchange, redirects, signal: read }) => {
        const contentType = exchange.headers["content-type"]
        const mediaType = mediaTypeOf(contentType)
        const notHtml = () =>
          new NotHtml({
            message: `${exchange.url.href} is ${mediaType === "" ? "not declared as HTML and does not look like it" : `${mediaType}, not an HTML page`}.`,
            host: exchange.url.hostname,
            contentType: contentType ?? "",
          })
        if (isSuccess(exchange.status) && mediaType !== "" && !HTML_TYPES.has(mediaType)) {
          abandon(exchange)
          throw notHtml()
        }
        const bytes = await readBody(exchange.body, {
          contentEncoding: exchange.headers["content-encoding"],
          maxBytes: limits.maxBodyBytes,
          truncate: false,
          signal: read,
        })
        const body = decodeHtml(bytes, contentType).text
        if (isSuccess(exchange.status) && mediaType === "" && !looksLikeHtml(body)) throw notHtml()
        return {
          requestedUrl: requested.href,
          finalUrl: exchange.url.href,
          redirects,
          status: exchange.status,
          headers: exchange.headers,
          body,
          responseTimeMs: exchange.timeToFirstByteMs,
          fetchedAt,
        }
      },
      following,
    )
  }

  /**
   * Fetches a plain-text file, whatever its status or content type, decoded as UTF-8. With `truncate`
   * a body over the limit is cut there instead of failing (robots.txt, as Google reads it). With a
   * `budget` the decoded body also spends from bytes it shares with other files (the sitemaps).
   */
  async fetchText(
    url: string,
    limits: FetchLimits,
    options: { readonly truncate: boolean; readonly budget?: ByteBudget | undefined },
    signal?: AbortSignal,
  ): Promise<FetchedText> {
    return this.follow(url, limits, TEXT_ACCEPT, signal, async ({ requested, exchange, signal: read }) => {
      const bodyOptions = {
        maxBytes: limits.maxBodyBytes,
        truncate: options.truncate,
        signal: read,
        budget: options.budget,
      }
      let bytes = await readBody(exchange.body, {
        ...bodyOptions,
        contentEncoding: exchange.headers["content-encoding"],
      })
      if (isGzipFile(bytes)) {
        // Only the unpacked file counts against the budget.
        options.budget?.refund(bytes.length)
        bytes = await readBody(Readable.from([bytes]), { ...bodyOptions, contentEncoding: "gzip" })
      }
      return {
        requestedUrl: requested.href,
        finalUrl: exchange.url.href,
        status: exchange.status,
        body: decodeText(bytes),
        // Reading stops at the limit only when there was more.
        truncated: options.truncate && bytes.length >= limits.maxBodyBytes,
      }
    })
  }

  /**
   * Follows an address's redirects and reads no body: where they end and with what status (the http://
   * address of an HTTPS site, asked whether it sends visitors on to HTTPS).
   */
  async fetchRedirects(url: string, limits: FetchLimits, signal?: AbortSignal): Promise<FetchedRedirects> {
    return this.follow(url, limits, HTML_ACCEPT, signal, async ({ requested, exchange, redirects }) => {
      abandon(exchange)
      return { requestedUrl: requested.href, finalUrl: exchange.url.href, status: exchange.status, redirects }
    })
  }

  /** Closes every pooled connection at once, aborting whatever is still in flight. */
  close(): Promise<void> {
    return this.agent.destroy()
  }

  private async follow<T>(
    url: string,
    limits: FetchLimits,
    accept: string,
    outer: AbortSignal | undefined,
    read: (arrival: Arrival) => Promise<T>,
    following?: RedirectFollowing,
  ): Promise<T> {
    const start = checkTarget(url, this.guard)
    if (Either.isLeft(start)) throw start.left
    // A timer of our own rather than AbortSignal.timeout: it is cleared when the fetch ends, so no
    // abort reaches a finished request later.
    const deadlineController = new AbortController()
    const timer = setTimeout(() => deadlineController.abort(), limits.deadlineMs)
    const deadline = deadlineController.signal
    const signal = outer === undefined ? deadline : AbortSignal.any([outer, deadline])
    let context: FailureContext = {
      url: start.right,
      redirected: false,
      limits,
      connectTimeoutMs: this.connectTimeoutMs,
      deadline,
    }
    const send = (target: URL) =>
      sendGet(this.agent, target, {
        userAgent: this.userAgent,
        accept,
        headersTimeoutMs: limits.headersTimeoutMs,
        bodyTimeoutMs: limits.bodyTimeoutMs,
        signal,
      })
    try {
      const redirects: RedirectHop[] = []
      let exchange = await send(context.url)
      for (;;) {
        const location = exchange.headers.location?.trim()
        if (!REDIRECT_STATUSES.has(exchange.status) || !location) break
        const hop = { url: exchange.url.href, status: exchange.status, location }
        const next = this.nextHop(exchange.url, location, [...redirects, hop], limits)
        if (following !== undefined && !(await following(next, hop))) break
        await discard(exchange)
        redirects.push(hop)
        context = { ...context, url: next, redirected: true }
        exchange = await send(next)
      }
      return await read({ requested: start.right, exchange, redirects, signal })
    } catch (error) {
      throw classifyFailure(error, context)
    } finally {
      clearTimeout(timer)
    }
  }

  /** The URL a redirect leads to, checked by the guard; throws a typed error when it may not be followed. */
  private nextHop(
    from: URL,
    location: string,
    redirects: ReadonlyArray<RedirectHop>,
    limits: FetchLimits,
  ): URL {
    const host = from.hostname
    if (redirects.length > limits.maxRedirects) {
      const chain = [...redirects.map((hop) => hop.url), location].join(" → ")
      throw new TooManyRedirects({
        message: `${host} redirects more than ${limits.maxRedirects} times (a loop?): ${chain}.`,
        host,
        redirects: redirects.map((hop) => ({ url: hop.url, status: hop.status })),
      })
    }
    let target: string
    try {
      target = new URL(location, from).href
    } catch {
      throw new Unreachable({
        message: `${from.href} redirects to ${JSON.stringify(location)}, which is not a URL.`,
        host,
      })
    }
    const checked = checkTarget(target, this.guard, { redirected: true })
    if (Either.isRight(checked)) return checked.right
    if (checked.left._tag === "NotPublic") throw checked.left
    throw new Unreachable({
      message: `${from.href} redirects to ${JSON.stringify(location)}, which svc does not follow: ${checked.left.message}`,
      host,
    })
  }
}
