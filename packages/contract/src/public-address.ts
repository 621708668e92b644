import ipaddr from "ipaddr.js"

/**
 * What a host is, as far as can be told without resolving it (decision 3).
 * - `public-ip`: an IP literal outside every special-purpose range.
 * - `non-public-ip`: an IP literal in a special-purpose range (loopback, private, link-local, CGNAT,
 *   unique-local, multicast, reserved, documentation, benchmarking, NAT64, 6to4, Teredo, …).
 * - `dns-name`: a syntactically valid DNS name that may be public; resolving it is the fetcher's job.
 * - `non-public-name`: a name that never names a public host (`localhost`, a single label, a
 *   special-use suffix such as `.local` or `.internal`).
 * - `invalid`: neither an IP literal nor a DNS name.
 */
export type HostClass = "public-ip" | "non-public-ip" | "dns-name" | "non-public-name" | "invalid"

/**
 * Special-use top-level names and suffixes that never lead to a public web server: RFC 6761
 * (`localhost`, `invalid`, `test`, `example`), RFC 6762 (`local`), RFC 7686 (`onion`), RFC 9476
 * (`alt`), ICANN's private-use `internal`, and all of `arpa` (reverse zones, `home.arpa`).
 * `example.com` and its siblings are public sites and stay allowed.
 */
const NON_PUBLIC_SUFFIXES: ReadonlyArray<string> = [
  "localhost",
  "local",
  "internal",
  "invalid",
  "test",
  "example",
  "onion",
  "alt",
  "arpa",
]

const MAX_NAME_LENGTH = 253
const DNS_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/
/** A top-level label starts with a letter; a numeric last label would make the host an IPv4 literal. */
const TOP_LEVEL_LABEL = /^[a-z]/

/** The only IPv6 block the IANA allocates for global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3")

const unbracket = (host: string): string =>
  host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host

/** The address if `text` is an IPv4 dotted quad or an IPv6 address (bracketed or not). */
const parseIpLiteral = (text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined => {
  const bare = unbracket(text)
  if (ipaddr.IPv4.isValidFourPartDecimal(bare) || (bare.includes(":") && ipaddr.IPv6.isValid(bare))) {
    // process() turns IPv4-mapped IPv6 (::ffff:a.b.c.d) into the IPv4 address it stands for.
    return ipaddr.process(bare)
  }
  return undefined
}

const isPublicAddress = (address: ipaddr.IPv4 | ipaddr.IPv6): boolean => {
  if (address.kind() === "ipv4") return address.range() === "unicast"
  return address.range() === "unicast" && address.match(GLOBAL_UNICAST_V6)
}

/**
 * True when `host` is an IP literal (IPv4 dotted quad, or IPv6 with or without brackets) of a public
 * address. Use it on every resolved address and every redirect hop, not only on URL hosts.
 */
export const isPublicIpLiteral = (host: string): boolean => {
  const address = parseIpLiteral(host)
  return address !== undefined && isPublicAddress(address)
}

const classifyName = (host: string): HostClass => {
  const name = host.endsWith(".") ? host.slice(0, -1) : host
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return "invalid"
  const labels = name.split(".")
  const topLevel = labels[labels.length - 1] ?? ""
  if (!labels.every((label) => DNS_LABEL.test(label)) || !TOP_LEVEL_LABEL.test(topLevel)) return "invalid"
  if (labels.length === 1) return "non-public-name"
  if (NON_PUBLIC_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
    return "non-public-name"
  }
  return "dns-name"
}

/**
 * Classifies a host as the WHATWG URL parser leaves it in `url.hostname`: lower case, IDNs in
 * punycode, IPv4 in dotted-quad form and IPv6 in brackets. Nothing is resolved.
 */
export const classifyHost = (host: string): HostClass => {
  const lowered = host.toLowerCase()
  const address = parseIpLiteral(lowered)
  if (address !== undefined) return isPublicAddress(address) ? "public-ip" : "non-public-ip"
  if (lowered.startsWith("[")) return "invalid"
  return classifyName(lowered)
}
