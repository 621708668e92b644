import { createHash } from "node:crypto"
import { type ApiKeyRecord, AuditStore, type StoreFailure } from "@svc/store"
import { Clock, Deferred, Effect, Exit, FiberId, Option, Schedule } from "effect"

/** How long a key that authenticated is trusted without asking the store again. */
export const KEY_CACHE_MS = 5_000

/** How often every key in use is checked again against the store, all in one statement. */
export const KEY_REFRESH_MS = 2_000

/** The most keys remembered at once; beyond it the oldest entries go first. */
const MAX_CACHED_KEYS = 10_000

interface CachedKey {
  record: ApiKeyRecord
  /** When the store read that found the record began: it is as current as that moment. */
  checkedAt: number
  lastUsedAt: number
}

type Lookup = Deferred.Deferred<Option.Option<ApiKeyRecord>, StoreFailure>

/** A digest of a presented key: the cache never holds a key itself. */
const digestOf = (key: string): string => createHash("sha256").update(key, "utf8").digest("base64url")

/**
 * Authenticates presented keys against the store (one HMAC, one indexed lookup and a constant-time
 * comparison, whatever the key), remembering keys that authenticated so a client polling every few
 * seconds costs the store nothing. Every `KEY_REFRESH_MS` the keys in use are read again in one
 * statement, by id — revoked, changed or gone keys are dropped or updated, keys unused for
 * `KEY_CACHE_MS` forgotten — and no entry is trusted longer than `KEY_CACHE_MS` after it was last
 * read, so a revoked or changed key is noticed within that even when a refresh fails. A poll never
 * waits for the refresh, and polls of one key that arrive together while it is looked up share the
 * lookup. Keys that fail are never remembered, so unknown keys cannot fill the cache.
 */
export const makeAuthenticator = Effect.gen(function* () {
  const store = yield* AuditStore
  const cache = new Map<string, CachedKey>()
  const lookups = new Map<string, Lookup>()

  const remember = (digest: string, record: ApiKeyRecord, checkedAt: number) => {
    if (!cache.has(digest) && cache.size >= MAX_CACHED_KEYS) {
      for (const [stale, entry] of cache) if (entry.checkedAt + KEY_CACHE_MS <= checkedAt) cache.delete(stale)
      const oldest = cache.keys().next()
      if (cache.size >= MAX_CACHED_KEYS && oldest.done !== true) cache.delete(oldest.value)
    }
    cache.set(digest, { record, checkedAt, lastUsedAt: checkedAt })
  }

  /**
   * The store's answer for `key`, shared by every caller that asks while it is on its way; the
   * lookup runs detached, so a caller that goes away does not leave the others waiting.
   */
  const lookUp = (digest: string, key: string): Effect.Effect<Option.Option<ApiKeyRecord>, StoreFailure> =>
    Effect.suspend(() => {
      const pending = lookups.get(digest)
      if (pending !== undefined) return Deferred.await(pending)
      const lookup: Lookup = Deferred.unsafeMake(FiberId.none)
      lookups.set(digest, lookup)
      const settle = Effect.gen(function* () {
        const checkedAt = yield* Clock.currentTimeMillis
        const found = yield* Effect.exit(store.keys.authenticate(key))
        if (Exit.isSuccess(found) && Option.isSome(found.value))
          remember(digest, found.value.value, checkedAt)
        lookups.delete(digest)
        Deferred.unsafeDone(lookup, found)
      })
      return Effect.zipRight(Effect.forkDaemon(settle), Deferred.await(lookup))
    })

  const authenticate = (key: string): Effect.Effect<Option.Option<ApiKeyRecord>, StoreFailure> =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const digest = digestOf(key)
      const cached = cache.get(digest)
      if (cached === undefined || now - cached.checkedAt >= KEY_CACHE_MS) return yield* lookUp(digest, key)
      cached.lastUsedAt = now
      return Option.some(cached.record)
    })

  /** One refresh: every key used lately read again by id; the others forgotten. */
  const refresh = Effect.gen(function* () {
    const startedAt = yield* Clock.currentTimeMillis
    for (const [digest, entry] of cache)
      if (startedAt - entry.lastUsedAt >= KEY_CACHE_MS) cache.delete(digest)
    if (cache.size === 0) return
    const current = new Map(
      (yield* store.keys.byIds([...new Set([...cache.values()].map((entry) => entry.record.id))])).map(
        (record) => [record.id, record],
      ),
    )
    for (const [digest, entry] of cache) {
      // Entries made while the read was on its way are newer than it.
      if (entry.checkedAt >= startedAt) continue
      const record = current.get(entry.record.id)
      if (record === undefined || record.revokedAt !== null) cache.delete(digest)
      else {
        entry.record = record
        entry.checkedAt = startedAt
      }
    }
  })
  yield* Effect.forkScoped(
    Effect.repeat(
      Effect.catchAllCause(refresh, (cause) => Effect.logWarning("keys could not be checked again", cause)),
      Schedule.spaced(KEY_REFRESH_MS),
    ),
  )

  /**
   * Whether any key was ever issued (else every call is 503 `not_configured`). Once one was, one
   * always was: revoked keys stay on record, so the answer is remembered.
   */
  let issued = false
  const keysIssued: Effect.Effect<boolean, StoreFailure> = Effect.suspend(() =>
    issued
      ? Effect.succeed(true)
      : Effect.tap(store.keys.hasAnyKey, (answer) => {
          issued = answer
        }),
  )

  return { authenticate, keysIssued }
})

export type Authenticator = Effect.Effect.Success<typeof makeAuthenticator>
