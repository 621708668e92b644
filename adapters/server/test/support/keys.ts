import { type KeySettings, Keys, StoreLive } from "@svc/store"
import { Effect, Redacted } from "effect"

/** An issued key and its id and label. */
export interface IssuedKey {
  readonly key: string
  readonly id: string
  readonly label: string
}

let counter = 0

/**
 * Issues keys straight into the server's database, a file or a URL (a second connection beside the server's, as
 * `svc-server keys create` makes one). Labels are unique within the test run.
 */
export const issueKeys = (
  db: string,
  count: number,
  settings: Omit<KeySettings, "label"> = {},
): Promise<ReadonlyArray<IssuedKey>> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const keys = yield* Keys
      return yield* Effect.forEach(Array.from({ length: count }), () =>
        Effect.map(keys.create({ ...settings, label: `test-${process.pid}-${++counter}` }), (created) => ({
          key: Redacted.value(created.key),
          id: created.record.id,
          label: created.record.label,
        })),
      )
    }).pipe(Effect.provide(StoreLive(db))),
  )

/** One key. */
export const issueKey = async (db: string, settings: Omit<KeySettings, "label"> = {}): Promise<IssuedKey> => {
  const [issued] = await issueKeys(db, 1, settings)
  if (issued === undefined) throw new Error("no key issued")
  return issued
}

/** Revokes a key through the store, as `svc-server keys revoke` does. */
export const revokeKey = (db: string, id: string): Promise<unknown> =>
  Effect.runPromise(Effect.flatMap(Keys, (keys) => keys.revoke(id)).pipe(Effect.provide(StoreLive(db))))
