import type { Headers } from "@effect/platform"

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i

/** What a request presents as its key (decision 7): one key, none, or something that is no key. */
export type PresentedKey =
  | { readonly _tag: "Key"; readonly key: string }
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Refused" }

/**
 * The key of `Authorization: Bearer <key>` or `X-Api-Key: <key>`. Both may be sent only with the
 * same key; two different keys, or an `Authorization` header of another scheme, present no valid key.
 */
export const presentedKey = (headers: Headers.Headers): PresentedKey => {
  const authorization = headers.authorization
  const apiKey = headers["x-api-key"]?.trim()
  let bearer: string | undefined
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization.trim())
    if (match?.[1] === undefined) return { _tag: "Refused" }
    bearer = match[1]
  }
  if (bearer !== undefined && apiKey !== undefined && apiKey !== bearer) return { _tag: "Refused" }
  const key = bearer ?? apiKey
  if (key === undefined) return { _tag: "Missing" }
  return key === "" ? { _tag: "Refused" } : { _tag: "Key", key }
}
