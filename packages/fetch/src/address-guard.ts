import { isPublicIpLiteral, type TargetPolicy } from "@svc/contract"
import ipaddr from "ipaddr.js"

/** Which targets the fetcher may connect to: public addresses, plus what the operator relaxed. */
export interface GuardPolicy extends TargetPolicy {
  /**
   * Non-public endpoints let through while every other one stays refused, as `address:port`
   * (`127.0.0.1:8080`, `[::1]:8080`) — e.g. the one local fixture server a test audits.
   */
  readonly privateEndpoints?: ReadonlyArray<string> | undefined
}

/** The decision the guard makes for every connection, and for every URL before it is requested. */
export interface AddressGuard {
  /** Every non-public address and name is allowed (the operator's or the embedded CLI's explicit flag). */
  readonly allowsEveryTarget: boolean
  /** Whether a connection to this IP address (bare, without brackets) on this port may be made. */
  readonly allowsAddress: (address: string, port: number) => boolean
}

const unbracket = (host: string): string =>
  host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host

/** The canonical text of an IP address (IPv4-mapped IPv6 unwrapped), or undefined for anything else. */
export const canonicalAddress = (text: string): string | undefined => {
  const bare = unbracket(text)
  if (!ipaddr.isValid(bare)) return undefined
  if (!bare.includes(":") && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return undefined
  return ipaddr.process(bare).toString()
}

const parseEndpoint = (endpoint: string): string => {
  const separator = endpoint.lastIndexOf(":")
  const address = canonicalAddress(endpoint.slice(0, separator))
  const port = Number(endpoint.slice(separator + 1))
  if (separator <= 0 || address === undefined || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new TypeError(`privateEndpoints: ${JSON.stringify(endpoint)} is not an address:port endpoint`)
  }
  return `${address}:${port}`
}

/** Builds the guard of a policy. Throws a TypeError for a malformed `privateEndpoints` entry. */
export const makeAddressGuard = (policy: GuardPolicy = {}): AddressGuard => {
  const allowsEveryTarget = policy.allowPrivateTargets === true
  const endpoints = new Set((policy.privateEndpoints ?? []).map(parseEndpoint))
  return {
    allowsEveryTarget,
    allowsAddress: (address, port) => {
      if (allowsEveryTarget || isPublicIpLiteral(address)) return true
      const canonical = canonicalAddress(address)
      return canonical !== undefined && endpoints.has(`${canonical}:${port}`)
    },
  }
}
