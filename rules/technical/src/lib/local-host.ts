/** Hosts browsers treat as secure contexts over plain HTTP, as Lighthouse's `isLikeLocalhost` does. */
export const isLikeLocalhost = (hostname: string): boolean =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname.endsWith(".localhost")

/** The hostname of a URL, or null when it does not parse. */
export const hostnameOf = (url: string): string | null => {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/** True for an `http:` URL whose host is not local: a request browsers count as insecure. */
export const isInsecureUrl = (url: string | null): url is string =>
  typeof url === "string" && url.startsWith("http:") && !isLikeLocalhost(hostnameOf(url) ?? "")
