import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { API_KEY_PREFIX, isApiKeyShaped } from "@svc/contract"
import { Redacted } from "effect"

/** Every key starts with this, so a leaked one is recognisable by secret scanners. */
export const KEY_PREFIX = API_KEY_PREFIX

const KEY_BYTES = 32

/** How many hex digits of a fingerprint operators see in listings. */
export const FINGERPRINT_PREFIX_LENGTH = 12

/** A new API key: 256 random bits, base64url, with the `svc_` prefix (47 characters). */
export const generateApiKey = (): Redacted.Redacted<string> =>
  Redacted.make(`${KEY_PREFIX}${randomBytes(KEY_BYTES).toString("base64url")}`)

/** Whether a string has the shape of a key; anything else is refused without a lookup. */
export const looksLikeApiKey = isApiKeyShaped

/** A new fingerprint secret: 256 random bits, base64url. */
export const generateSecret = (): Redacted.Redacted<string> =>
  Redacted.make(randomBytes(KEY_BYTES).toString("base64url"))

/** HMAC-SHA-256 of the key under the server's secret, hex: the only form in which a key is stored. */
export const fingerprintOf = (secret: Redacted.Redacted<string>, key: string): string =>
  createHmac("sha256", Redacted.value(secret)).update(key, "utf8").digest("hex")

/** The value stored beside the keys that tells whether a secret is the one they were made with. */
export const secretCheckOf = (secret: Redacted.Redacted<string>): string =>
  fingerprintOf(secret, "svc key secret check")

/** Compares two fingerprints in time that does not depend on where they differ. */
export const sameFingerprint = (left: string, right: string): boolean => {
  const a = Buffer.from(left, "utf8")
  const b = Buffer.from(right, "utf8")
  return a.length === b.length && timingSafeEqual(a, b)
}
