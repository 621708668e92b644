const PRIVATE_IPV4 = [
  /^127\./, // loopback
  /^10\./,
  /^172\.(?:1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^169\.254\./, // link-local
  /^0\.0\.0\.0$/,
]
const PRIVATE_IPV6 = /^\[(?:::1?|f[cd][0-9a-f]{0,2}:.*|fe[89ab][0-9a-f]?:.*)\]$/i

/**
 * A host that only the author's own machine or network can reach: localhost names, `.local`
 * (mDNS), loopback, private and link-local addresses. A link there works for nobody else.
 */
export const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return true
  if (host.startsWith("[")) return PRIVATE_IPV6.test(host)
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) && PRIVATE_IPV4.some((range) => range.test(host))
}
