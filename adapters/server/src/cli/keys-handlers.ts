import { Keys } from "@svc/store"
import { Console, Effect, Option, Redacted } from "effect"
import { describeKey, keyJson, keyTable } from "./key-report"
import type { CreateKeyOptions, ListKeysOptions, RevokeKeyOptions, SetKeyOptions } from "./keys-command"
import { operatorStore } from "./operator-store"

const limitsOf = (options: {
  readonly pagesPerSite: Option.Option<number>
  readonly auditsPerHour: Option.Option<number>
  readonly fullAuditCost: Option.Option<number>
}) => ({
  pagesPerSite: Option.getOrUndefined(options.pagesPerSite),
  auditsPerHour: Option.getOrUndefined(options.auditsPerHour),
  fullAuditCost: Option.getOrUndefined(options.fullAuditCost),
})

/** `svc-server keys create`: the new key's description, then the key alone on the last line. */
export const createKey = (options: CreateKeyOptions) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const created = yield* keys.create({ label: options.label, ...limitsOf(options) })
    yield* Console.log(`Created ${describeKey(created.record)}.`)
    yield* Console.log("The key is shown once, now; store it safely:")
    yield* Console.log(Redacted.value(created.key))
  }).pipe(Effect.provide(operatorStore(options.db)))

/** `svc-server keys list`: a table, or JSON. */
export const listKeys = (options: ListKeysOptions) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const records = yield* keys.list({ includeRevoked: options.all })
    yield* Console.log(options.json ? JSON.stringify(records.map(keyJson), null, 2) : keyTable(records))
  }).pipe(Effect.provide(operatorStore(options.db)))

/** `svc-server keys set`: the label and limits given, the rest as they were. */
export const setKey = (options: SetKeyOptions) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const record = yield* keys.set(options.reference, {
      label: Option.getOrUndefined(options.label),
      ...limitsOf(options),
    })
    yield* Console.log(`Updated ${describeKey(record)}.`)
  }).pipe(Effect.provide(operatorStore(options.db)))

/** `svc-server keys revoke`. */
export const revokeKey = (options: RevokeKeyOptions) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const record = yield* keys.revoke(options.reference)
    yield* Console.log(`Revoked ${describeKey(record)}.`)
  }).pipe(Effect.provide(operatorStore(options.db)))
