import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option, Redacted, Schema } from "effect"
import { SecretMismatch, StoreFailure, WeakSecret } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { generateSecret, sameFingerprint, secretCheckOf } from "./key-material"

const SECRET = "key_secret"
/** A given secret shorter than this is refused: it could be guessed, and with it every fingerprint checked. */
export const MIN_SECRET_LENGTH = 32
const SECRET_CHECK = "key_secret_check"

const Setting = Schema.Struct({ value: Schema.String })

/**
 * The secret key fingerprints are made with (decision 8): the one given (by the environment) or,
 * without one, the database's own, created on first use. A check value stored beside the keys makes
 * a changed secret fail at start-up with `SecretMismatch` instead of refusing every key silently.
 */
export const resolveKeySecret = (given: Option.Option<Redacted.Redacted<string>>) =>
  orStoreFailure(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const read = (name: string) =>
        Effect.map(
          Effect.flatMap(
            sql`SELECT value FROM store_settings WHERE name = ${name}`,
            Schema.decodeUnknown(Schema.Array(Setting)),
          ),
          (rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.value),
        )
      const insertIfAbsent = (name: string, value: string) =>
        sql`INSERT INTO store_settings (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING`

      return yield* sql.withTransaction(
        Effect.gen(function* () {
          if (Option.isSome(given) && Redacted.value(given.value).length < MIN_SECRET_LENGTH)
            return yield* new WeakSecret({ minimum: MIN_SECRET_LENGTH })
          const secret = Option.isSome(given)
            ? given.value
            : yield* Effect.gen(function* () {
                if (Option.isNone(yield* read(SECRET))) {
                  yield* insertIfAbsent(SECRET, Redacted.value(generateSecret()))
                  yield* Effect.logInfo(
                    "no key secret given (SVC_KEY_SECRET) and none in the database: generated a new one and stored it in the database; keys issued with another secret are refused",
                  )
                }
                const stored = yield* read(SECRET)
                if (Option.isNone(stored))
                  return yield* new StoreFailure({ message: "The key secret could not be stored." })
                return Redacted.make(stored.value)
              })
          const check = secretCheckOf(secret)
          yield* insertIfAbsent(SECRET_CHECK, check)
          const storedCheck = yield* read(SECRET_CHECK)
          if (Option.isSome(storedCheck) && !sameFingerprint(storedCheck.value, check))
            return yield* new SecretMismatch()
          return secret
        }),
      )
    }),
  )
