/**
 * Lighthouse leaves some promises of a run unobserved (its `Page.navigate` call, for one) until the page
 * has loaded. When svc kills Chromium in the middle of a run — a hang, a timeout, a shutdown — those
 * reject with a protocol error nobody handles, and Node's default (`--unhandled-rejections=throw`)
 * would take the whole process down. For a short while after each kill, these rejections are
 * absorbed; any other unhandled rejection keeps Node's default behaviour.
 */

/** How long after a kill Lighthouse's orphaned promises may still reject. */
const GRACE_MS = 15_000

/** Errors Lighthouse makes from a Chrome DevTools Protocol failure. */
const isLighthouseProtocolError = (reason: unknown): boolean =>
  reason instanceof Error && (reason.name === "LighthouseError" || "protocolMethod" in reason)

const absorb = (reason: unknown): void => {
  if (isLighthouseProtocolError(reason)) return
  // Someone else listens too: they decide. Otherwise behave as Node would without any listener.
  if (process.listenerCount("unhandledRejection") > 1) return
  process.nextTick(() => {
    throw reason
  })
}

let holders = 0

/** Absorbs Lighthouse's orphaned protocol rejections for `graceMs` from now. */
export const absorbStrayRejections = (graceMs: number = GRACE_MS): void => {
  if (holders === 0) process.on("unhandledRejection", absorb)
  holders += 1
  setTimeout(() => {
    holders -= 1
    if (holders === 0) process.off("unhandledRejection", absorb)
  }, graceMs).unref()
}
