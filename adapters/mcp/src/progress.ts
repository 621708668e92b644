import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js"
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js"
import { Effect } from "effect"

/** What a tool handler gets with each call from the SDK. */
export type CallExtra = RequestHandlerExtra<ServerRequest, ServerNotification>

/** How often a waiting call tells its client it is still waiting. */
const PROGRESS_INTERVAL_SECONDS = 5

/**
 * Runs `effect`, and while it runs tells the client every 5 seconds how long the call has waited —
 * when the client asked for progress (a `progressToken`), so that it can show it, and keep the call
 * alive if it resets its timeout on progress. A notification that cannot be sent is let go.
 */
export const withProgress = <A, E>(
  extra: CallExtra,
  waitSeconds: number,
  effect: Effect.Effect<A, E>,
): Effect.Effect<A, E> => {
  const progressToken = extra._meta?.progressToken
  if (progressToken === undefined) return effect
  const notify = (waited: number) =>
    Effect.promise(() =>
      extra
        .sendNotification({
          method: "notifications/progress",
          params: {
            progressToken,
            progress: waited,
            total: waitSeconds,
            message: `Waiting for the audit: ${waited} of at most ${waitSeconds} seconds.`,
          },
        })
        .catch(() => undefined),
    )
  const ticker = Effect.iterate(PROGRESS_INTERVAL_SECONDS, {
    while: () => true,
    body: (waited) =>
      Effect.sleep(`${PROGRESS_INTERVAL_SECONDS} seconds`).pipe(
        Effect.zipRight(notify(waited)),
        Effect.as(waited + PROGRESS_INTERVAL_SECONDS),
      ),
  })
  return Effect.scoped(Effect.forkScoped(ticker).pipe(Effect.zipRight(effect)))
}
