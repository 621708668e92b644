import { Either } from "effect"

/**
 * The base URL of a server as `SVC_API_URL` names it: an absolute http(s) URL without credentials,
 * query or fragment, answered without a trailing slash; else why not (`is not an absolute URL`, …).
 */
export const parseServerUrl = (text: string): Either.Either<string, string> => {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return Either.left("is not an absolute URL")
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return Either.left("is not an http(s) URL")
  if (url.username !== "" || url.password !== "")
    return Either.left("holds credentials; the key belongs in SVC_API_KEY, never in a URL")
  if (url.search !== "" || url.hash !== "") return Either.left("has a query or a fragment")
  return Either.right(url.href.replace(/\/+$/, ""))
}
