import { Maintenance } from "@svc/store"
import { Duration, Effect, Layer, Schedule } from "effect"

/** How often the server purges what no limit or retention rule needs any more. */
export const PURGE_EVERY = Duration.hours(1)

/**
 * Purges at start-up and every hour: audit log rows past 90 days (decision 29), usage past its
 * window, site pages of past days. A failed purge is logged and tried again at the next hour.
 */
export const PurgeLive = Layer.scopedDiscard(
  Effect.flatMap(Maintenance, (maintenance) => {
    const purgeOnce = maintenance.purge.pipe(
      Effect.tap((counts) => Effect.logInfo("purged").pipe(Effect.annotateLogs({ ...counts }))),
      Effect.catchAll((failure) =>
        Effect.logWarning("purge failed").pipe(Effect.annotateLogs({ error: failure.message })),
      ),
    )
    // Forked while the layer is built, which is uninterruptible: it must stop when the server does.
    return Effect.forkScoped(Effect.interruptible(Effect.repeat(purgeOnce, Schedule.spaced(PURGE_EVERY))))
  }),
)
