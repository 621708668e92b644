import { Effect, Option, type Redacted } from "effect"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { keyBodyCandidates } from "./key-body-candidates"
import { fingerprintOf, KEY_PREFIX, looksLikeApiKey, sameFingerprint } from "./key-material"
import { type ApiKeyRecord, decodeKeyRows, recordOf } from "./key-record"

/** Candidate key bodies fingerprinted between two turns of the event loop (about a millisecond's work). */
const CANDIDATES_PER_TURN = 256

/**
 * The server's checks of presented keys, on every request's path: they read on the reader, so they
 * never wait for a write.
 */
export const makeKeyChecks = (secret: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const reader = yield* readerOrClient
    const rows = <E>(query: Effect.Effect<ReadonlyArray<unknown>, E>) => Effect.flatMap(query, decodeKeyRows)

    /**
     * `authenticate` (below) for many presented keys in one statement (a server's first polls of
     * many keys at once): the answers in the order asked, each after the same work as one alone.
     */
    const authenticateAll = (presented: ReadonlyArray<string>) =>
      orStoreFailure(
        Effect.gen(function* () {
          const fingerprints = presented.map((key) => fingerprintOf(secret, key))
          const found =
            fingerprints.length === 0
              ? []
              : yield* rows(reader`SELECT * FROM api_keys WHERE ${reader.in("fingerprint", fingerprints)}`)
          const byFingerprint = new Map(found.map((row) => [row.fingerprint, row]))
          return presented.map((key, index) => {
            const fingerprint = fingerprints[index] ?? ""
            const row = byFingerprint.get(fingerprint)
            const matches =
              row !== undefined &&
              sameFingerprint(row.fingerprint, fingerprint) &&
              looksLikeApiKey(key) &&
              row.revokedAt === null
            return matches ? Option.some(recordOf(row)) : Option.none<ApiKeyRecord>()
          })
        }),
      )

    /**
     * The active key a caller presented, if any. Malformed, unknown and revoked keys all answer None
     * after the same work: one HMAC, one indexed lookup and a constant-time comparison.
     */
    const authenticate = (presented: string) =>
      Effect.map(authenticateAll([presented]), (found) => found[0] ?? Option.none<ApiKeyRecord>())

    /**
     * The keys with these ids as they are now, revoked ones too; ids of no key are left out. One
     * statement however many ids, for a server checking every key it trusts at once.
     */
    const byIds = (ids: ReadonlyArray<string>) =>
      orStoreFailure(
        ids.length === 0
          ? Effect.succeed<ReadonlyArray<ApiKeyRecord>>([])
          : Effect.map(rows(reader`SELECT * FROM api_keys WHERE ${reader.in("id", ids)}`), (found) =>
              found.map(recordOf),
            ),
      )

    /** Whether any key was ever issued on this server; without one every call answers 503 `not_configured`. */
    const hasAnyKey = orStoreFailure(
      Effect.map(reader`SELECT 1 AS issued FROM api_keys LIMIT 1`, (found) => found.length > 0),
    )

    /**
     * Whether any of `texts` carries an issued key (revoked ones too) in a form `keyBodyCandidates` finds:
     * its body alone, split, percent- or base64-encoded, with or without its prefix. Each candidate costs
     * one HMAC, checked against the fingerprints of every key in one read; the thread yields between
     * batches, so a request full of candidates never holds the event loop for long.
     */
    const issuedAmong = (texts: ReadonlyArray<string>) =>
      orStoreFailure(
        Effect.gen(function* () {
          const candidates = [...new Set(texts.flatMap((text) => [...keyBodyCandidates(text)]))]
          if (candidates.length === 0) return false
          const issued = new Set(
            (yield* reader`SELECT fingerprint FROM api_keys`).map((row) => String(row.fingerprint)),
          )
          for (let start = 0; start < candidates.length; start += CANDIDATES_PER_TURN) {
            const batch = candidates.slice(start, start + CANDIDATES_PER_TURN)
            if (batch.some((body) => issued.has(fingerprintOf(secret, `${KEY_PREFIX}${body}`)))) return true
            yield* Effect.yieldNow()
          }
          return false
        }),
      )

    return { authenticate, authenticateAll, byIds, hasAnyKey, issuedAmong }
  })
