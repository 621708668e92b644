import type { RequestGate } from "@svc/fetch"
import type { Crawls } from "@svc/store"
import { Clock, Effect, Runtime } from "effect"
import { idleBackoffMs } from "./idle-wait"

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown }

/** A request's slot is held at most this long beyond the crawl's lease (a site file's own deadline is 10 s). */
const REQUEST_HOLD_MS = 15_000

/**
 * A crawl's turns at its hosts for the requests that are not a leased URL's — robots.txt, the
 * sitemaps, llms.txt and the URLs llms.txt lists: each waits for one of the host's request slots in the
 * store (the slots a leased URL holds, so the host's requests in flight stay within its bound across
 * processes), then for the host's next allowed start (Crawl-delay, Retry-After), and frees the slot
 * when it ends. A slot whose process died comes back after `leaseMs` and the request's deadline.
 */
export const makeHostTurns = (crawls: Crawls, crawlId: string, owner: string, leaseMs: number) => {
  const slotFor = (host: string, url: string) =>
    Effect.gen(function* () {
      // While every slot is held the request asks again, less often the longer it waits.
      for (let rounds = 0; ; rounds++) {
        const slot = yield* crawls.takeHostSlot(crawlId, host, owner, url, leaseMs + REQUEST_HOLD_MS)
        if (slot._tag === "Some") return slot.value
        yield* Effect.sleep(idleBackoffMs(rounds))
      }
    })

  /** Runs `request` to `url` in a turn of its host (the URL's origin). */
  const inTurn = <A, E, R>(url: string, request: Effect.Effect<A, E, R>) => {
    const host = new URL(url).origin
    return Effect.acquireUseRelease(
      Effect.orDie(slotFor(host, url)),
      () =>
        Effect.gen(function* () {
          const startAt = yield* Effect.orDie(crawls.takeStartTime(crawlId, host))
          const wait = startAt - (yield* Clock.currentTimeMillis)
          if (wait > 0) yield* Effect.sleep(wait)
          return yield* request
        }),
      (slot) => Effect.ignore(crawls.freeHostSlot(crawlId, host, slot, owner)),
    )
  }

  /** `inTurn` for a fetch that runs as a promise (the site files' requests); its rejection passes through as it is. */
  const gate = Effect.map(
    Effect.runtime<never>(),
    (runtime): RequestGate =>
      async <T>(url: string, request: () => Promise<T>) => {
        const settled = await Runtime.runPromise(runtime)(
          inTurn(
            url,
            Effect.promise(() =>
              request().then(
                (value): Settled<T> => ({ ok: true, value }),
                (error: unknown): Settled<T> => ({ ok: false, error }),
              ),
            ),
          ),
        )
        if (settled.ok) return settled.value
        throw settled.error
      },
  )

  return { inTurn, gate }
}

/** A crawl's turns at its hosts. */
export type HostTurns = ReturnType<typeof makeHostTurns>
