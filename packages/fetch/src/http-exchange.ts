import type { Readable } from "node:stream"
import { snapshotHeaders } from "@svc/core"
import type { Dispatcher } from "undici"
import { ACCEPTED_ENCODINGS } from "./read-body"

/** One request and the head of its response; the body is still to be read (or discarded). */
export interface Exchange {
  readonly url: URL
  readonly status: number
  /** Lower-cased names; repeated headers joined as the snapshot expects (`snapshotHeaders`). */
  readonly headers: Readonly<Record<string, string>>
  readonly body: Readable & { dump(options?: { limit: number }): Promise<void> }
  /** From sending the request (connecting included) to the response head: time to first byte. */
  readonly timeToFirstByteMs: number
}

export interface SendOptions {
  readonly userAgent: string
  readonly accept: string
  readonly headersTimeoutMs: number
  readonly bodyTimeoutMs: number
  readonly signal: AbortSignal
}

/** Sends one GET as a crawler would (no cookies, no redirects followed here) and waits for the head. */
export const sendGet = async (dispatcher: Dispatcher, url: URL, options: SendOptions): Promise<Exchange> => {
  const started = performance.now()
  const response = await dispatcher.request({
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers: {
      "user-agent": options.userAgent,
      accept: options.accept,
      "accept-encoding": ACCEPTED_ENCODINGS,
    },
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
    signal: options.signal,
  })
  return {
    url,
    status: response.statusCode,
    headers: snapshotHeaders(response.headers),
    body: response.body,
    timeToFirstByteMs: performance.now() - started,
  }
}

/** How much of an unwanted body (a redirect's, say) is read to keep the connection for reuse. */
const DISCARD_LIMIT_BYTES = 64 * 1024

/** Drops a body unread, closing its connection; a late error from the dropped stream is expected. */
export const abandon = (exchange: Exchange): void => {
  exchange.body.on("error", () => {}).destroy()
}

/** Throws away a body that is not needed; a longer one closes its connection instead. */
export const discard = async (exchange: Exchange): Promise<void> => {
  try {
    await exchange.body.dump({ limit: DISCARD_LIMIT_BYTES })
  } catch {
    abandon(exchange)
  }
}
