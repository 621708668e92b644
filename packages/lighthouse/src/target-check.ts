import { type AddressGuard, checkTarget, portOf, type Resolver } from "@svc/fetch"
import { Effect, Either } from "effect"
import { TargetRefused } from "./errors"

/**
 * Checks a page before Lighthouse runs on it: the URL passes the fetcher's target check, and a DNS
 * name resolves to at least one address the guard allows (the proxy checks every connection again).
 */
export const checkMeasuredTarget = (
  url: string,
  guard: AddressGuard,
  resolve: Resolver,
): Effect.Effect<URL, TargetRefused> =>
  Effect.gen(function* () {
    const checked = checkTarget(url, guard)
    if (Either.isLeft(checked)) {
      let host = url
      try {
        host = new URL(url).hostname
      } catch {}
      return yield* new TargetRefused({ message: checked.left.message, host })
    }
    const target = checked.right
    if (guard.allowsEveryTarget) return target
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1")
    const port = portOf(target)
    const addresses = yield* Effect.tryPromise(() => resolve(host)).pipe(Effect.orElseSucceed(() => []))
    if (addresses.some((entry) => guard.allowsAddress(entry.address, port))) return target
    return yield* new TargetRefused({
      message:
        addresses.length === 0
          ? `The host ${host} does not resolve, so Lighthouse was not run.`
          : `The host ${host} resolves to ${addresses[0]?.address}, which is not a public address.`,
      host,
    })
  })
