import { maskApiKeys } from "@svc/contract"
import { Effect, LogLevel } from "effect"

/** The path of a request target: up to its query or fragment (a plain scan; this runs on every request). */
export const pathOf = (url: string): string => {
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index)
    if (code === 0x3f || code === 0x23) return url.slice(0, index)
  }
  return url
}

/**
 * The path as logged: a key pasted into a URL by mistake is not written to the log, in whatever form
 * it was written (percent-encoded, any case of its prefix, its bare body).
 */
export const loggedPath = (path: string): string => maskApiKeys(path)

/** One answered request. */
export interface AnsweredRequest {
  readonly method: string
  readonly path: string
  readonly status: number
  readonly startedAt: number
  /** The label of the key that made it, once authenticated. */
  readonly keyLabel: string | undefined
}

/**
 * Each request on one log line, by method, path and key label: never a key, never a query string.
 * `/healthz` (polled by operators' probes) only at debug level.
 */
export const logRequest = (request: AnsweredRequest): Effect.Effect<void> => {
  const level = request.path === "/healthz" ? LogLevel.Debug : LogLevel.Info
  // Below the server's log level nothing is built: this runs on every request.
  return Effect.asVoid(
    Effect.whenLogLevel(
      Effect.suspend(() =>
        Effect.logWithLevel(level, "request").pipe(
          Effect.annotateLogs({
            method: request.method,
            path: loggedPath(request.path),
            status: request.status,
            ms: Date.now() - request.startedAt,
            ...(request.keyLabel === undefined ? {} : { key: request.keyLabel }),
          }),
        ),
      ),
      level,
    ),
  )
}
