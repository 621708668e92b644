import { createHash, randomBytes, type ScryptOptions, timingSafeEqual } from "node:crypto"
import { Effect, Redacted } from "effect"
import { scryptOffPool } from "./scrypt-thread"

/** Every operator credential starts with this: recognisable, and never mistaken for an API key (`svc_`). */
export const OPERATOR_CREDENTIAL_PREFIX = "svcop_"

const CREDENTIAL_BYTES = 32
const SALT_BYTES = 16
const HASH_BYTES = 32
/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB and some tens of milliseconds a try. */
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

/** A new operator credential: 256 random bits, base64url, with its prefix. */
export const generateOperatorCredential = (): Redacted.Redacted<string> =>
  Redacted.make(`${OPERATOR_CREDENTIAL_PREFIX}${randomBytes(CREDENTIAL_BYTES).toString("base64url")}`)

const derive = (credential: string, salt: Buffer, options: ScryptOptions) =>
  Effect.tryPromise({
    try: () => scryptOffPool(credential.normalize("NFC"), salt, HASH_BYTES, options),
    catch: (error) => (error instanceof Error ? error : new Error(String(error))),
  })

/**
 * The only form in which a credential is stored: `scrypt$N$r$p$salt$hash`, with a random salt of its
 * own, so that neither a copy of the database nor a table of common passwords gives it back.
 */
export const hashOperatorCredential = (credential: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const salt = randomBytes(SALT_BYTES)
    const hash = yield* derive(Redacted.value(credential), salt, SCRYPT)
    return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`
  })

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

/** Whether `presented` is the credential `stored` was made from; compared in constant time. */
export const verifyOperatorCredential = (presented: string, stored: string) =>
  Effect.gen(function* () {
    const parts = STORED.exec(stored)
    if (parts === null) return false
    const [, n, r, p, salt, hash] = parts
    const expected = Buffer.from(hash ?? "", "base64url")
    const derived = yield* derive(presented, Buffer.from(salt ?? "", "base64url"), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT.maxmem,
    })
    return derived.length === expected.length && timingSafeEqual(derived, expected)
  })

/** A hash no credential matches, verified in place of an unknown operator's so both take as long. */
export const DECOY_CREDENTIAL_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(SALT_BYTES).toString("base64url")}$${Buffer.alloc(HASH_BYTES).toString("base64url")}`

/** A new session token for the cookie: 256 random bits, base64url. */
export const generateSessionToken = (): Redacted.Redacted<string> =>
  Redacted.make(randomBytes(CREDENTIAL_BYTES).toString("base64url"))

/** SHA-256 of a session token, hex: the store keeps this, never the token, so its rows sign no one in. */
export const sessionTokenDigest = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex")
