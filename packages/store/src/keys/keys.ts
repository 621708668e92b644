import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Redacted } from "effect"
import { AmbiguousKey, InvalidKeySettings, KeyNotFound, LabelTaken } from "../errors"
import { DEFAULT_KEY_LIMITS, type KeyLimits, MAX_PAGES_PER_SITE } from "../limits"
import { orStoreFailure } from "../sql-failure"
import { isStorableText } from "../storable-text"
import { makeKeyChecks } from "./key-checks"
import { fingerprintOf, generateApiKey } from "./key-material"
import { type ApiKeyRecord, decodeKeyRows, recordOf } from "./key-record"

/** A key just created: the key itself, to be shown once and never again, and its record. */
export interface CreatedKey {
  readonly key: Redacted.Redacted<string>
  readonly record: ApiKeyRecord
}

export interface KeySettings {
  readonly label?: string | undefined
  readonly pagesPerSite?: number | undefined
  readonly auditsPerHour?: number | undefined
  readonly fullAuditCost?: number | undefined
}

const MAX_LABEL_LENGTH = 100
const MAX_AUDITS_PER_HOUR = 1_000_000
const MAX_FULL_AUDIT_COST = 1_000
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
const FINGERPRINT_REFERENCE = /^[0-9a-f]{8,64}$/

const checkInteger = (name: string, value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max
    ? Effect.succeed(value)
    : Effect.fail(
        new InvalidKeySettings({ message: `${name} must be a whole number from ${min} to ${max}.` }),
      )

/** A label as stored: trimmed, 1–100 characters, no control characters (keys' and operators' alike). */
export const checkLabel = (label: string) => {
  const trimmed = label.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_LABEL_LENGTH)
    return Effect.fail(
      new InvalidKeySettings({ message: `The label must have 1 to ${MAX_LABEL_LENGTH} characters.` }),
    )
  if (CONTROL_CHARACTER.test(trimmed))
    return Effect.fail(new InvalidKeySettings({ message: "The label must not contain control characters." }))
  return Effect.succeed(trimmed)
}

const checkLimits = (limits: KeyLimits) =>
  Effect.all({
    pagesPerSite: checkInteger("pagesPerSite", limits.pagesPerSite, 1, MAX_PAGES_PER_SITE),
    auditsPerHour: checkInteger("auditsPerHour", limits.auditsPerHour, 1, MAX_AUDITS_PER_HOUR),
    fullAuditCost: checkInteger("fullAuditCost", limits.fullAuditCost, 1, MAX_FULL_AUDIT_COST),
  })

/** The operators' operations on keys and the server's checks of presented keys, over the fingerprint secret. */
export const makeKeys = (secret: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = <E>(query: Effect.Effect<ReadonlyArray<unknown>, E>) => Effect.flatMap(query, decodeKeyRows)

    const activeLabelTaken = (label: string, exceptId: string) =>
      Effect.map(
        sql`SELECT 1 AS taken FROM api_keys WHERE label = ${label} AND revoked_at IS NULL AND id <> ${exceptId}`,
        (found) => found.length > 0,
      )

    const byId = (id: string) =>
      Effect.map(rows(sql`SELECT * FROM api_keys WHERE id = ${id}`), (found) => found[0])

    const resolveRow = (reference: string) =>
      Effect.gen(function* () {
        if (!isStorableText(reference)) return yield* new KeyNotFound({ reference })
        const exact = yield* byId(reference)
        if (exact !== undefined) return exact
        const labelled = yield* rows(
          sql`SELECT * FROM api_keys WHERE label = ${reference.trim()} AND revoked_at IS NULL`,
        )
        const candidates = FINGERPRINT_REFERENCE.test(reference)
          ? [
              ...labelled,
              ...(yield* rows(
                sql`SELECT * FROM api_keys WHERE substr(fingerprint, 1, ${reference.length}) = ${reference}`,
              )),
            ]
          : labelled
        const distinct = [...new Map(candidates.map((row) => [row.id, row])).values()]
        const [only, ...others] = distinct
        if (only === undefined) return yield* new KeyNotFound({ reference })
        if (others.length > 0) return yield* new AmbiguousKey({ reference, matches: distinct.length })
        return only
      })

    /** Issues a key; the key is in the answer and nowhere else, ever. */
    const create = (settings: KeySettings & { readonly label: string }) =>
      orStoreFailure(
        Effect.gen(function* () {
          const label = yield* checkLabel(settings.label)
          const limits = yield* checkLimits({
            pagesPerSite: settings.pagesPerSite ?? DEFAULT_KEY_LIMITS.pagesPerSite,
            auditsPerHour: settings.auditsPerHour ?? DEFAULT_KEY_LIMITS.auditsPerHour,
            fullAuditCost: settings.fullAuditCost ?? DEFAULT_KEY_LIMITS.fullAuditCost,
          })
          const key = generateApiKey()
          const id = crypto.randomUUID()
          const createdAt = yield* Clock.currentTimeMillis
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              if (yield* activeLabelTaken(label, id)) return yield* new LabelTaken({ label })
              yield* sql`INSERT INTO api_keys ${sql.insert({
                id,
                fingerprint: fingerprintOf(secret, Redacted.value(key)),
                label,
                ...limits,
                createdAt,
              })}`
              const row = yield* byId(id)
              if (row === undefined) return yield* new KeyNotFound({ reference: id })
              return { key, record: recordOf(row) } satisfies CreatedKey
            }),
          )
        }),
      )

    /** Every key, oldest first; revoked ones only when asked for. */
    const list = (options: { readonly includeRevoked?: boolean } = {}) =>
      orStoreFailure(
        Effect.map(
          rows(
            options.includeRevoked === true
              ? sql`SELECT * FROM api_keys ORDER BY created_at, label, id`
              : sql`SELECT * FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at, label, id`,
          ),
          (found) => found.map(recordOf),
        ),
      )

    /** The key a reference names: its id, an active key's label, or a prefix (8+ hex digits) of its fingerprint. */
    const resolve = (reference: string) => orStoreFailure(Effect.map(resolveRow(reference), recordOf))

    /** Changes a key's label or limits; what is not given stays. */
    const set = (reference: string, settings: KeySettings) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const row = yield* resolveRow(reference)
            const label = settings.label === undefined ? row.label : yield* checkLabel(settings.label)
            const limits = yield* checkLimits({
              pagesPerSite: settings.pagesPerSite ?? row.pagesPerSite,
              auditsPerHour: settings.auditsPerHour ?? row.auditsPerHour,
              fullAuditCost: settings.fullAuditCost ?? row.fullAuditCost,
            })
            if (row.revokedAt === null && (yield* activeLabelTaken(label, row.id)))
              return yield* new LabelTaken({ label })
            yield* sql`UPDATE api_keys SET ${sql.update({ label, ...limits })} WHERE id = ${row.id}`
            const updated = yield* byId(row.id)
            if (updated === undefined) return yield* new KeyNotFound({ reference })
            return recordOf(updated)
          }),
        ),
      )

    /** Revokes a key for good; its audits stay readable by nobody. Revoking a revoked key changes nothing. */
    const revoke = (reference: string) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const row = yield* resolveRow(reference)
            const now = yield* Clock.currentTimeMillis
            yield* sql`UPDATE api_keys SET revoked_at = ${now} WHERE id = ${row.id} AND revoked_at IS NULL`
            const updated = yield* byId(row.id)
            if (updated === undefined) return yield* new KeyNotFound({ reference })
            return recordOf(updated)
          }),
        ),
      )

    return {
      create,
      list,
      resolve,
      set,
      revoke,
      ...(yield* makeKeyChecks(secret)),
    }
  })

export type Keys = Effect.Effect.Success<ReturnType<typeof makeKeys>>
