import { getDomain } from "tldts"

/** The site of a hostname: its registrable domain (eTLD+1), or the hostname itself (IP literals, localhost). */
const siteOf = (hostname: string): string => getDomain(hostname, { allowPrivateDomains: false }) ?? hostname

/** True when two absolute URLs belong to the same site (same registrable domain); false when either does not parse. */
export const isSameSite = (a: string, b: string): boolean => {
  try {
    return siteOf(new URL(a).hostname) === siteOf(new URL(b).hostname)
  } catch {
    return false
  }
}
