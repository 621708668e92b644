import { createHash } from "node:crypto"
import { type ApiKeyRecord, Keys, makeBatchedLookups, type StoreFailure } from "@svc/store"
import { Clock, Deferred, Effect, Exit, FiberId, Option, Schedule } from "effect"

/** How long a key that authenticated is trusted without asking the store again. */
export const KEY_CACHE_MS = 5_000

/** How often every key in use is checked again against the store, all in one statement (from start to start). */
export const KEY_REFRESH_MS = 2_000

/** The most keys one statement looks up; one such statement runs at a time. */
const MAX_KEYS_A_LOOKUP = 500

/** The most keys remembered at once; beyond it the oldest entries go first. */
const MAX_CACHED_KEYS = 10_000

interface CachedKey {
  record: ApiKeyRecord
  /** When the store read that found the record began: it is as current as that moment. */
  checkedAt: number
  lastUsedAt: number
}

/** A digest of a presented key: the cache never holds a key itself. */
const digestOf = (key: string): string => createHash("sha256").update(key, "utf8").digest("base64url")

/**
 * Authenticates presented keys against the store (one HMAC, one indexed lookup and a constant-time
 * comparison, whatever the key), remembering keys that authenticated so a client polling every few
 * seconds costs the store nothing. Every `KEY_REFRESH_MS` the keys in use are read again in one
 * statement, by id — revoked, changed or gone keys are dropped or updated, keys unused for
 * `KEY_CACHE_MS` forgotten — and no entry is trusted longer than `KEY_CACHE_MS` after it was last
 * read, so a revoked or changed key is noticed within that even when a refresh fails. A poll never
 * waits for the refresh but of a key whose entry ran out while the refresh reading it is on its way
 * (a loaded store): that poll takes the refresh's answer rather than a lookup of its own. Polls of one key that arrive together while it is looked up share the
 * lookup; keys not remembered are looked up in batches, one statement at a time, however many
 * arrive at once. Keys that fail are never remembered, so unknown keys cannot fill the cache.
 */
export const makeAuthenticator = Effect.gen(function* () {
  const keys = yield* Keys
  const cache = new Map<string, CachedKey>()

  const remember = (digest: string, record: ApiKeyRecord, checkedAt: number) => {
    if (!cache.has(digest) && cache.size >= MAX_CACHED_KEYS) {
      for (const [stale, entry] of cache) if (entry.checkedAt + KEY_CACHE_MS <= checkedAt) cache.delete(stale)
      const oldest = cache.keys().next()
      if (cache.size >= MAX_CACHED_KEYS && oldest.done !== true) cache.delete(oldest.value)
    }
    cache.set(digest, { record, checkedAt, lastUsedAt: checkedAt })
  }

  /** The keys presented, by digest, while their lookup is on its way (never longer). */
  const presented = new Map<string, string>()
  const lookUpByDigest = makeBatchedLookups({
    maxIds: MAX_KEYS_A_LOOKUP,
    lookUp: (digests) =>
      Effect.gen(function* () {
        const checkedAt = yield* Clock.currentTimeMillis
        const found = yield* keys.authenticateAll(digests.map((digest) => presented.get(digest) ?? ""))
        found.forEach((record, index) => {
          const digest = digests[index]
          if (digest !== undefined && Option.isSome(record)) remember(digest, record.value, checkedAt)
        })
        return found
      }).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            for (const digest of digests) presented.delete(digest)
          }),
        ),
      ),
  })

  /**
   * The store's answer for `key`: keys not remembered are looked up in batches, one statement at a
   * time, and polls of one key that arrive together share its lookup.
   */
  const lookUp = (digest: string, key: string): Effect.Effect<Option.Option<ApiKeyRecord>, StoreFailure> =>
    Effect.suspend(() => {
      presented.set(digest, key)
      return lookUpByDigest(digest)
    })

  /** The refresh on its way, if one is: done when it ends, however it ends. */
  let refreshing: Deferred.Deferred<void> | undefined

  /** The entry for `digest` if it was read less than `KEY_CACHE_MS` ago. */
  const trusted = (digest: string, now: number): CachedKey | undefined => {
    const cached = cache.get(digest)
    return cached !== undefined && now - cached.checkedAt < KEY_CACHE_MS ? cached : undefined
  }

  const authenticate = (key: string): Effect.Effect<Option.Option<ApiKeyRecord>, StoreFailure> =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const digest = digestOf(key)
      const cached = cache.get(digest)
      if (cached !== undefined) cached.lastUsedAt = now
      const fresh = trusted(digest, now)
      if (fresh !== undefined) return Option.some(fresh.record)
      // The entry ran out while its refresh lags behind: its answer comes with the refresh.
      const pending = refreshing
      if (cached !== undefined && pending !== undefined) {
        yield* Deferred.await(pending)
        const refreshed = trusted(digest, yield* Clock.currentTimeMillis)
        if (refreshed !== undefined) return Option.some(refreshed.record)
      }
      return yield* lookUp(digest, key)
    })

  /** One refresh: every key used lately read again by id; the others forgotten. */
  const refresh = Effect.gen(function* () {
    const startedAt = yield* Clock.currentTimeMillis
    for (const [digest, entry] of cache)
      if (startedAt - entry.lastUsedAt >= KEY_CACHE_MS) cache.delete(digest)
    if (cache.size === 0) return
    const current = new Map(
      (yield* keys.byIds([...new Set([...cache.values()].map((entry) => entry.record.id))])).map((record) => [
        record.id,
        record,
      ]),
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
  const refreshAnnounced = Effect.suspend(() => {
    const done = Deferred.unsafeMake<void>(FiberId.none)
    refreshing = done
    return Effect.ensuring(
      refresh,
      Effect.sync(() => {
        refreshing = undefined
        Deferred.unsafeDone(done, Exit.void)
      }),
    )
  })
  // Started every KEY_REFRESH_MS, not KEY_REFRESH_MS after the last one ended: a slow read does not
  // push the next one later, so entries in use are read again well before they run out.
  yield* Effect.forkScoped(
    Effect.repeat(
      Effect.catchAllCause(refreshAnnounced, (cause) =>
        Effect.logWarning("keys could not be checked again", cause),
      ),
      Schedule.fixed(KEY_REFRESH_MS),
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
      : Effect.tap(keys.hasAnyKey, (answer) => {
          issued = answer
        }),
  )

  return { authenticate, keysIssued }
})

export type Authenticator = Effect.Effect.Success<typeof makeAuthenticator>
