import { getDomain } from "tldts"

/**
 * The registrable domain of a hostname (eTLD+1) from the whole Public Suffix List, its private section
 * included: `alice.github.io` and `bob.github.io` are two sites, as they are to browsers. Null for IP
 * literals, `localhost` and hosts under no known suffix.
 */
export const registrableDomainOf = (hostname: string): string | null =>
  getDomain(hostname, { allowPrivateDomains: true })

/** The site of a hostname (decision 27): its registrable domain, or the hostname itself where there is none. */
export const siteOfHost = (hostname: string): string => registrableDomainOf(hostname) ?? hostname

/** True when two absolute URLs belong to the same site (same registrable domain); false when either does not parse. */
export const isSameSite = (a: string, b: string): boolean => {
  try {
    return siteOfHost(new URL(a).hostname) === siteOfHost(new URL(b).hostname)
  } catch {
    return false
  }
}
