import { API_KEY_BODY_LENGTH, unescapePercents } from "@svc/contract"

/** A run of key characters (base64url) as long as a key's body, or longer. */
const KEY_CHARACTER_RUN = new RegExp(`[A-Za-z0-9_-]{${API_KEY_BODY_LENGTH},}`, "g")

/** Anything that is not a key character: what a key split by `/`, `.`, `;`… is split with. */
const NOT_KEY_CHARACTER = /[^A-Za-z0-9_-]+/g

/**
 * A run that may be base64 (either alphabet, padding too) long enough to encode a key's body: 43 characters
 * are 32 bytes, 44 base64 characters.
 */
const BASE64_RUN = new RegExp(`[A-Za-z0-9+/_-]{${Math.ceil((API_KEY_BODY_LENGTH * 4) / 3)},}={0,2}`, "g")

/** Every stretch of `API_KEY_BODY_LENGTH` key characters in the runs of `text`, into `into`. */
const addWindows = (text: string, into: Set<string>) => {
  for (const [run] of text.matchAll(KEY_CHARACTER_RUN))
    for (let start = 0; start + API_KEY_BODY_LENGTH <= run.length; start++)
      into.add(run.slice(start, start + API_KEY_BODY_LENGTH))
}

/**
 * Every text of a key body's length that `text` may carry a key's body as: as written and once its
 * percent-escapes are undone, each stretch of 43 key characters with everything else taken out (a body whole, after `svc_`, or
 * split by `/` or any other character), and each stretch of 43 key characters in what its base64 runs decode
 * to, at each of the 4 places an encoding may start (a key, with or without its prefix, base64-encoded).
 * Whether one is a key only its fingerprint can tell; a text of n characters gives fewer than 2n candidates
 * (a misaligned decoding is random bytes, seldom 43 key characters in a row).
 */
export const keyBodyCandidates = (text: string): ReadonlySet<string> => {
  const decoded = unescapePercents(text).chars.join("")
  const candidates = new Set<string>()
  addWindows(decoded.replace(NOT_KEY_CHARACTER, ""), candidates)
  // A literal `%` before a body that starts with two hex digits is read as an escape: the text as written too.
  if (decoded !== text) addWindows(text.replace(NOT_KEY_CHARACTER, ""), candidates)
  for (const [run] of decoded.matchAll(BASE64_RUN))
    for (let shift = 0; shift < 4; shift++)
      addWindows(Buffer.from(run.slice(shift), "base64").toString("latin1"), candidates)
  return candidates
}
