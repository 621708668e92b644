import type { IncomingMessage } from "node:http"

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i

/** Request headers by lower-case name, as Node and the platform give them. */
export type RequestHeaders = { readonly [name: string]: string | ReadonlyArray<string> | undefined }

/** What a request presents as its key (decision 7): one key, none, or something that is no key. */
export type PresentedKey =
  | { readonly _tag: "Key"; readonly key: string }
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Refused" }

const REFUSED: PresentedKey = { _tag: "Refused" }
const MISSING: PresentedKey = { _tag: "Missing" }

/**
 * The key of `Authorization: Bearer <key>` or `X-Api-Key: <key>`. Both may be sent only with the
 * same key; two different keys, or an `Authorization` header of another scheme, present no valid key.
 */
export const presentedKey = (headers: RequestHeaders): PresentedKey => {
  const authorization = headers.authorization
  const apiKeyHeader = headers["x-api-key"]
  // Node joins repeated headers into one value; a list here is not a key.
  if (typeof authorization === "object" || typeof apiKeyHeader === "object") return REFUSED
  const apiKey = apiKeyHeader?.trim()
  let bearer: string | undefined
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization.trim())
    if (match?.[1] === undefined) return REFUSED
    bearer = match[1]
  }
  if (bearer !== undefined && apiKey !== undefined && apiKey !== bearer) return REFUSED
  const key = bearer ?? apiKey
  if (key === undefined) return MISSING
  return key === "" ? REFUSED : { _tag: "Key", key }
}

/**
 * Node keeps only the first of repeated `Authorization` headers, while it joins repeated `X-Api-Key`
 * ones with ", ". Joined here the same way, every one of them reaches `presentedKey`, which finds no
 * key in the list: a request that repeats either header presents no valid key (decision 7).
 */
export const joinRepeatedAuthorization = (request: IncomingMessage): void => {
  const raw = request.rawHeaders
  let values: string[] | undefined
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() !== "authorization") continue
    values ??= []
    values.push(raw[index + 1] ?? "")
  }
  if (values !== undefined && values.length > 1) request.headers.authorization = values.join(", ")
}
