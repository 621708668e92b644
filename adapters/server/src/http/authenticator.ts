import { createHash } from "node:crypto"
import { type ApiKeyRecord, AuditStore, type StoreFailure } from "@svc/store"
import { Clock, Effect, Option } from "effect"

/** How long a key that authenticated is trusted without asking the store again. */
export const KEY_CACHE_MS = 5_000

/** The most keys remembered at once; beyond it the oldest entries go first. */
const MAX_CACHED_KEYS = 10_000

interface CachedKey {
  readonly record: ApiKeyRecord
  readonly expiresAt: number
}

/** A digest of a presented key: the cache never holds a key itself. */
const digestOf = (key: string): string => createHash("sha256").update(key, "utf8").digest("base64url")

/**
 * Authenticates presented keys against the store (one HMAC, one indexed lookup and a constant-time
 * comparison, whatever the key), remembering keys that authenticated for a few seconds so a client
 * polling every few seconds costs the store nothing. A revoked or changed key is noticed within
 * `KEY_CACHE_MS`. Keys that fail are never remembered, so unknown keys cannot fill the cache.
 */
export const makeAuthenticator = Effect.gen(function* () {
  const store = yield* AuditStore
  const cache = new Map<string, CachedKey>()

  const remember = (digest: string, record: ApiKeyRecord, now: number) => {
    if (cache.size >= MAX_CACHED_KEYS) {
      for (const [stale, entry] of cache) if (entry.expiresAt <= now) cache.delete(stale)
      const oldest = cache.keys().next()
      if (cache.size >= MAX_CACHED_KEYS && oldest.done !== true) cache.delete(oldest.value)
    }
    cache.set(digest, { record, expiresAt: now + KEY_CACHE_MS })
  }

  const authenticate = (key: string): Effect.Effect<Option.Option<ApiKeyRecord>, StoreFailure> =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const digest = digestOf(key)
      const cached = cache.get(digest)
      if (cached !== undefined && cached.expiresAt > now) return Option.some(cached.record)
      cache.delete(digest)
      const found = yield* store.keys.authenticate(key)
      if (Option.isSome(found)) remember(digest, found.value, now)
      return found
    })

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
