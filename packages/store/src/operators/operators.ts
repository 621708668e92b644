import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option, Redacted, Schema } from "effect"
import { Coordination } from "../coordination/coordination"
import { OperatorLabelTaken, OperatorNotFound, StoreFailure } from "../errors"
import { checkLabel } from "../keys/keys"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"
import { isStorableText } from "../storable-text"
import {
  DECOY_CREDENTIAL_HASH,
  generateOperatorCredential,
  generateSessionToken,
  hashOperatorCredential,
  sessionTokenDigest,
  verifyOperatorCredential,
} from "./operator-credential"
import { makeSignInLimit, SIGN_IN_WINDOW_MS } from "./sign-in-limit"

/** How long a session lasts from sign-in; then the operator signs in again. */
export const SESSION_MS = 8 * 60 * 60 * 1000

/** An operator as the store describes it: never the credential, nor its hash. */
export interface OperatorRecord {
  readonly id: string
  readonly label: string
  /** Epoch milliseconds. */
  readonly createdAt: number
  readonly revokedAt: number | null
}

/** An operator just issued: the credential, to be shown once and never again, and its record. */
export interface CreatedOperator {
  readonly credential: Redacted.Redacted<string>
  readonly record: OperatorRecord
}

/** A signed-in operator's session, as a request's cookie names it. */
export interface OperatorSession {
  readonly operator: OperatorRecord
  /** Epoch milliseconds. */
  readonly expiresAt: number
}

/** What a sign-in came to. */
export type SignInOutcome =
  | {
      readonly _tag: "SignedIn"
      /** The cookie's token: stored nowhere, only its digest. */
      readonly token: Redacted.Redacted<string>
      readonly session: OperatorSession
    }
  | { readonly _tag: "Refused" }
  | { readonly _tag: "TooManyFailures"; readonly retryAfter: number }

const OperatorRow = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  credentialHash: Schema.String,
  createdAt: Schema.Number,
  revokedAt: Schema.NullOr(Schema.Number),
})
type OperatorRow = typeof OperatorRow.Type
const SessionRow = Schema.extend(OperatorRow, Schema.Struct({ expiresAt: Schema.Number }))

const recordOf = (row: OperatorRow): OperatorRecord => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
})

const hashFailure = (cause: Error) =>
  new StoreFailure({ message: "The credential could not be hashed.", cause })

/** The subjects a sign-in's failures count against: its address, and the operator it names. */
const subjectsOf = (address: string, label: string) => [
  `address:${address}`,
  // A label no operator can have still counts, under a name every store can keep.
  `operator:${label.trim().replaceAll("\u0000", "\uFFFD")}`,
]

/** The live session `token` names, read on `reader`. */
const sessionOf = (reader: SqlClient.SqlClient, token: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const [row] = yield* rowsOf(SessionRow)(
      reader`SELECT operators.*, operator_sessions.expires_at FROM operator_sessions
      JOIN operators ON operators.id = operator_sessions.operator_id
      WHERE operator_sessions.token_digest = ${sessionTokenDigest(token)}
        AND operator_sessions.expires_at > ${now} AND operators.revoked_at IS NULL`,
    )
    return row === undefined
      ? Option.none<OperatorSession>()
      : Option.some<OperatorSession>({ operator: recordOf(row), expiresAt: row.expiresAt })
  })

/**
 * The operators of the admin panel: issued and revoked by `svc-server operators`, signed in by the
 * panel. Credentials are kept as scrypt hashes, sessions as digests of their tokens; wrong sign-ins
 * are counted per address and per operator in the database, so every server process on it agrees.
 */
export const makeOperators = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const reader = yield* readerOrClient
  const operatorRows = rowsOf(OperatorRow)

  const activeByLabel = (label: string) =>
    !isStorableText(label)
      ? Effect.succeed(undefined)
      : Effect.map(
          operatorRows(sql`SELECT * FROM operators WHERE label = ${label} AND revoked_at IS NULL`),
          (rows) => rows[0],
        )

  /** Issues an operator; the credential is in the answer and nowhere else, ever. */
  const create = (settings: { readonly label: string }) =>
    orStoreFailure(
      Effect.gen(function* () {
        const label = yield* checkLabel(settings.label)
        const credential = generateOperatorCredential()
        const credentialHash = yield* Effect.mapError(hashOperatorCredential(credential), hashFailure)
        const id = crypto.randomUUID()
        const createdAt = yield* Clock.currentTimeMillis
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            if ((yield* activeByLabel(label)) !== undefined) return yield* new OperatorLabelTaken({ label })
            yield* sql`INSERT INTO operators ${sql.insert({ id, label, credentialHash, createdAt })}`
            const record: OperatorRecord = { id, label, createdAt, revokedAt: null }
            return { credential, record } satisfies CreatedOperator
          }),
        )
      }),
    )

  /** Every operator, oldest first; revoked ones only when asked for. */
  const list = (options: { readonly includeRevoked?: boolean } = {}) =>
    orStoreFailure(
      Effect.map(
        operatorRows(
          options.includeRevoked === true
            ? sql`SELECT * FROM operators ORDER BY created_at, label, id`
            : sql`SELECT * FROM operators WHERE revoked_at IS NULL ORDER BY created_at, label, id`,
        ),
        (rows) => rows.map(recordOf),
      ),
    )

  /** Revokes an operator (by id or active label) for good, and ends its sessions. */
  const revoke = (reference: string) =>
    orStoreFailure(
      sql.withTransaction(
        Effect.gen(function* () {
          const [byId] = isStorableText(reference)
            ? yield* operatorRows(sql`SELECT * FROM operators WHERE id = ${reference}`)
            : []
          const row = byId ?? (yield* activeByLabel(reference.trim()))
          if (row === undefined) return yield* new OperatorNotFound({ reference })
          const now = yield* Clock.currentTimeMillis
          yield* sql`UPDATE operators SET revoked_at = ${now} WHERE id = ${row.id} AND revoked_at IS NULL`
          yield* sql`DELETE FROM operator_sessions WHERE operator_id = ${row.id}`
          return recordOf({ ...row, revokedAt: row.revokedAt ?? now })
        }),
      ),
    )

  const { takeTry, giveBack } = makeSignInLimit(sql, yield* Coordination)

  /**
   * Signs an operator in by label and credential from `address`. At most `MAX_SIGN_IN_FAILURES` tries
   * within `SIGN_IN_WINDOW_MS` from the address, and naming the operator, are heard, however many come
   * at once: each takes its place in the limit before its credential is hashed, and a right one gives
   * it back. Past the limit every try is refused unheard until the oldest leaves the window. An unknown
   * label and a wrong credential take as long and answer alike.
   */
  const signIn = (attempt: {
    readonly label: string
    readonly credential: Redacted.Redacted<string>
    readonly address: string
  }) =>
    orStoreFailure(
      Effect.gen(function* () {
        const subjects = subjectsOf(attempt.address, attempt.label)
        const taken = yield* takeTry(subjects)
        if (taken.retryAfter > 0)
          return { _tag: "TooManyFailures", retryAfter: taken.retryAfter } satisfies SignInOutcome
        const row = yield* activeByLabel(attempt.label.trim())
        const matches = yield* Effect.mapError(
          verifyOperatorCredential(
            Redacted.value(attempt.credential),
            row?.credentialHash ?? DECOY_CREDENTIAL_HASH,
          ),
          hashFailure,
        )
        if (row === undefined || !matches) return { _tag: "Refused" } satisfies SignInOutcome
        const at = yield* Clock.currentTimeMillis
        const token = generateSessionToken()
        const expiresAt = at + SESSION_MS
        yield* sql.withTransaction(
          Effect.zipRight(
            giveBack(subjects, taken.at),
            sql`INSERT INTO operator_sessions ${sql.insert({
              tokenDigest: sessionTokenDigest(Redacted.value(token)),
              operatorId: row.id,
              createdAt: at,
              expiresAt,
            })}`,
          ),
        )
        return {
          _tag: "SignedIn",
          token,
          session: { operator: recordOf(row), expiresAt },
        } satisfies SignInOutcome
      }),
    )

  /** The live session a cookie's token names: not expired, its operator not revoked. */
  const session = (token: string) => orStoreFailure(sessionOf(reader, token))

  /** Ends the session a token names (nothing when there is none). */
  const signOut = (token: string) =>
    orStoreFailure(
      Effect.asVoid(sql`DELETE FROM operator_sessions WHERE token_digest = ${sessionTokenDigest(token)}`),
    )

  /** Whether any operator is active; without one the panel says how to issue one. */
  const hasActive = orStoreFailure(
    Effect.map(
      reader`SELECT 1 AS active FROM operators WHERE revoked_at IS NULL LIMIT 1`,
      (rows) => rows.length > 0,
    ),
  )

  /** Deletes expired sessions and failures past their window; answers how many rows went. */
  const purge = (now: number) =>
    Effect.gen(function* () {
      const sessions =
        yield* sql`DELETE FROM operator_sessions WHERE expires_at <= ${now} RETURNING expires_at`
      const failures =
        yield* sql`DELETE FROM operator_sign_in_failures WHERE at <= ${now - SIGN_IN_WINDOW_MS} RETURNING at`
      return sessions.length + failures.length
    })

  return { create, list, revoke, signIn, session, signOut, hasActive, purge }
})

export type Operators = Effect.Effect.Success<typeof makeOperators>
