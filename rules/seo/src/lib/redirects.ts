import type { HttpFacts } from "@svc/core"

/** The URL in its parsed, normalised form (host case, default port, percent-encoding); as given when it does not parse. */
export const normalizedUrl = (url: string, base?: string): string => {
  try {
    return new URL(url, base).href
  } catch {
    return url
  }
}

/** `http://a/ (301) → https://a/ (301) → https://a/b (200)`: every address the request passed, with its status. */
export const chainOf = (http: HttpFacts): string =>
  [...http.redirects.map((hop) => `${hop.url} (${hop.status})`), `${http.finalUrl} (${http.status})`].join(
    " → ",
  )
