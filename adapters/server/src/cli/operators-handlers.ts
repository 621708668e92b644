import { type OperatorRecord, Operators } from "@svc/store"
import { Console, Effect, Redacted } from "effect"
import { isoTime, textTable } from "./key-report"
import { operatorStore } from "./operator-store"
import type { CreateOperatorOptions, ListOperatorsOptions, RevokeOperatorOptions } from "./operators-command"

const describeOperator = (record: OperatorRecord): string =>
  `operator ${record.label} (id ${record.id})` +
  (record.revokedAt === null ? "" : `; revoked ${isoTime(record.revokedAt)}`)

/** `svc-server operators create`: the operator, then its credential alone on the last line. */
export const createOperator = (options: CreateOperatorOptions) =>
  Effect.gen(function* () {
    const operators = yield* Operators
    const created = yield* operators.create({ label: options.label })
    yield* Console.log(`Created ${describeOperator(created.record)}.`)
    yield* Console.log(
      "Sign in to /admin with this label and credential. It is shown once, now; store it safely:",
    )
    yield* Console.log(Redacted.value(created.credential))
  }).pipe(Effect.provide(operatorStore(options.db)))

/** `svc-server operators list`: a table. */
export const listOperators = (options: ListOperatorsOptions) =>
  Effect.gen(function* () {
    const operators = yield* Operators
    const records = yield* operators.list({ includeRevoked: options.all })
    yield* Console.log(
      textTable([
        ["label", "created", "revoked", "id"],
        ...records.map((record) => [
          record.label,
          isoTime(record.createdAt),
          isoTime(record.revokedAt),
          record.id,
        ]),
      ]),
    )
  }).pipe(Effect.provide(operatorStore(options.db)))

/** `svc-server operators revoke`: the operator, and its sessions ended. */
export const revokeOperator = (options: RevokeOperatorOptions) =>
  Effect.gen(function* () {
    const operators = yield* Operators
    const record = yield* operators.revoke(options.reference)
    yield* Console.log(`Revoked ${describeOperator(record)}; its sessions are ended.`)
  }).pipe(Effect.provide(operatorStore(options.db)))
