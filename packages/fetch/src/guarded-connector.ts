import { promises as dns, type LookupAddress } from "node:dns"
import { isIP, type LookupFunction } from "node:net"
import { buildConnector } from "undici"
import type { AddressGuard } from "./address-guard"

/** Resolves a host name to its addresses, like `dns.lookup(name, { all: true })`. Injectable for tests. */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<LookupAddress>>

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), as browsers and crawlers use it. */
export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

/**
 * Raised inside the connector when the guard refuses an address; nothing was sent to it. The fetcher
 * turns it into `NotPublic`.
 */
export class GuardRefusal extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address`)
    this.name = "GuardRefusal"
  }
}

/** A name whose every address the guard refused (or that resolved to nothing). */
const refusal = (hostname: string, addresses: ReadonlyArray<LookupAddress>): Error =>
  addresses[0] === undefined
    ? Object.assign(new Error(`${hostname} resolves to no address`), { code: "ENOTFOUND" })
    : new GuardRefusal(hostname, addresses[0].address)

/**
 * A `lookup` for `net.connect` that answers only the addresses the guard allows for this port. Node 20
 * calls it with `{ all: true }` (happy eyeballs) and expects an array; older callers expect one address.
 */
export const guardedLookup =
  (guard: AddressGuard, port: number, resolve: Resolver): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const allowed = addresses.filter((entry) => guard.allowsAddress(entry.address, port))
        const first = allowed[0]
        if (first === undefined) callback(refusal(hostname, addresses) as NodeJS.ErrnoException, "", 0)
        else if (options.all) callback(null, allowed as LookupAddress[])
        else callback(null, first.address, first.family)
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), "", 0),
    )
  }

export interface ConnectorOptions {
  readonly guard: AddressGuard
  readonly resolve: Resolver
  /** How long a TCP (and TLS) connection may take to establish, in milliseconds. */
  readonly connectTimeoutMs: number
}

/**
 * undici's connector with the public-address guard in it, so that the check happens for every
 * connection, at connect time, against the address actually dialled: a DNS name is resolved by the
 * guarded lookup (DNS rebinding between check and connect is impossible), and an IP-literal host —
 * for which no lookup happens — is checked before dialling.
 */
export const guardedConnector = (options: ConnectorOptions): buildConnector.connector => {
  const byPort = new Map<number, buildConnector.connector>()
  const connectorFor = (port: number): buildConnector.connector => {
    let connector = byPort.get(port)
    if (connector === undefined) {
      connector = buildConnector({
        timeout: options.connectTimeoutMs,
        lookup: guardedLookup(options.guard, port, options.resolve),
      })
      byPort.set(port, connector)
    }
    return connector
  }
  return (connectOptions, callback) => {
    const port = Number(connectOptions.port) || (connectOptions.protocol === "https:" ? 443 : 80)
    const hostname = connectOptions.hostname.replace(/^\[(.*)\]$/, "$1")
    if (isIP(hostname) !== 0 && !options.guard.allowsAddress(hostname, port)) {
      callback(new GuardRefusal(hostname, hostname), null)
      return
    }
    connectorFor(port)(connectOptions, callback)
  }
}
