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
 * when it ends. A slot whose process died comes back after `leaseMs` and the request's deadline. A
 * leased URL, whose lease holds its slot, waits for its start here too (`waitForStart`), and so does
 * each page load of a Lighthouse measurement (`visit`).
 */
export const makeHostTurns = (crawls: Crawls, crawlId: string, owner: string, leaseMs: number) => {
  /** Per host: held while one of this process's page visits is there, and while a turn is taken. */
  const visits = new Map<string, Effect.Semaphore>()
  const visitLockOf = (host: string) => {
    let lock = visits.get(host)
    if (lock === undefined) {
      lock = Effect.unsafeMakeSemaphore(1)
      visits.set(host, lock)
    }
    return lock
  }
  const sleepUntil = (startAt: number) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      startAt > now ? Effect.sleep(startAt - now) : Effect.void,
    )

  /**
   * Takes the host's next allowed start (moving it on by the host's delay, in one statement) and waits
   * for it; while one of this process's page visits is at the host, none is taken until it ends.
   */
  const waitForStart = (host: string) =>
    Effect.flatMap(visitLockOf(host).withPermits(1)(crawls.takeStartTime(crawlId, host)), sleepUntil)

  /**
   * A page visit — Lighthouse's load of a page with its subresources, as a browser loads it: in a turn
   * of its own, this process's other requests to the host held until it ends, and the host's next
   * request a delay after its end (however long the load took).
   */
  const visit = <A, E>(host: string, pageLoad: Effect.Effect<A, E>) =>
    visitLockOf(host).withPermits(1)(
      Effect.gen(function* () {
        yield* sleepUntil(yield* Effect.orDie(crawls.takeStartTime(crawlId, host)))
        return yield* Effect.ensuring(pageLoad, Effect.ignore(crawls.takeStartTime(crawlId, host)))
      }),
    )

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
      () => Effect.zipRight(Effect.orDie(waitForStart(host)), request),
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

  return { inTurn, gate, waitForStart, visit }
}

/** A crawl's turns at its hosts. */
export type HostTurns = ReturnType<typeof makeHostTurns>
