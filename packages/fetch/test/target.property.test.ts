import { isPublicIpLiteral } from "@svc/contract"
import { Either } from "effect"
import fc from "fast-check"
import ipaddr from "ipaddr.js"
import { describe, expect, it } from "vitest"
import { checkTarget, makeAddressGuard } from "../src"

const guardOn = makeAddressGuard()

/** IPv4 special-purpose blocks (IANA), as [first address, prefix length]. */
const specialV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
]

const toUint32 = (address: string): number =>
  address.split(".").reduce((value, part) => value * 256 + Number(part), 0)

/** Any address inside one of the special-purpose blocks, as an unsigned 32-bit number. */
const nonPublicV4 = fc
  .tuple(fc.constantFrom(...specialV4), fc.integer({ min: 0, max: 2 ** 32 - 1 }))
  .map(([[base, prefix], random]) => {
    const hostBits = 32 - prefix
    return toUint32(base) + (hostBits === 32 ? random : random % 2 ** hostBits)
  })

const octets = (value: number): number[] => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
]

/** The ways a URL host can spell an IPv4 address that the WHATWG parser reads as that address. */
const v4Spellings = (value: number): string[] => {
  const [a = 0, b = 0, c = 0, d = 0] = octets(value)
  const hex = (n: number) => `0x${n.toString(16)}`
  const octal = (n: number) => `0${n.toString(8)}`
  return [
    `${a}.${b}.${c}.${d}`,
    `${a}.${b}.${c}.${d}.`,
    String(value),
    hex(value),
    hex(value).toUpperCase().replace("0X", "0x"),
    `0${value.toString(8)}`,
    [a, b, c, d].map(hex).join("."),
    [a, b, c, d].map(octal).join("."),
    `${a}.${b}.${(c << 8) | d}`,
    `${a}.${(b << 16) | (c << 8) | d}`,
    `${hex(a)}.${octal(b)}.${c}.${d}`,
    // A leading zero makes a part octal, so padding is written in octal too.
    [a, b, c, d].map((n) => `0${n.toString(8).padStart(3, "0")}`).join("."),
  ]
}

const v6Text = (v4: number, prefix: string): string => {
  const [a = 0, b = 0, c = 0, d = 0] = octets(v4)
  return `${prefix}${a}.${b}.${c}.${d}`
}

/** Non-public IPv6 addresses: native special blocks, and IPv4 inside IPv6 in every wrapper. */
const nonPublicV6 = fc.oneof(
  fc.constantFrom("::1", "::", "fe80::1", "ff02::1", "fec0::1", "100::1", "2001:db8::1", "3fff::1"),
  fc
    .tuple(
      fc.constantFrom("fc", "fd", "fe8", "fe9", "fea", "feb", "ff"),
      fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 4 }),
    )
    .map(
      ([head, groups]) =>
        `${head}${"0".repeat(4 - head.length)}::${groups.map((g) => g.toString(16)).join(":")}`,
    ),
  fc
    .tuple(nonPublicV4, fc.constantFrom("::ffff:", "::", "64:ff9b::", "0:0:0:0:0:ffff:", "::FFFF:"))
    .map(([v4, prefix]) => v6Text(v4, prefix)),
  fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((v4) => {
    const [a = 0, b = 0, c = 0, d = 0] = octets(v4)
    return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::1`
  }),
  fc
    .integer({ min: 0, max: 2 ** 32 - 1 })
    .map((v4) => v6Text(v4, "64:ff9b::"))
    .filter((text) => !isPublicIpLiteral(text)),
)

const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined })
const scheme = fc.constantFrom("http", "https", "HTTP", "hTTps")
const path = fc.webPath()

const urlWith = (host: string, portNumber: number | undefined, schemeText: string, pathText: string) =>
  `${schemeText}://${host}${portNumber === undefined ? "" : `:${portNumber}`}${pathText}`

const isIpHost = (hostname: string): boolean => ipaddr.isValid(hostname.replace(/^\[|\]$/g, ""))

describe("checkTarget over generated input", () => {
  it("never throws, and accepts only absolute http(s) URLs without userinfo", () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.webUrl({
        withQueryParameters: true,
        withFragments: true,
        authoritySettings: {
          withUserInfo: true,
          withIPv4: true,
          withIPv6: true,
          withIPv4Extended: true,
          withPort: true,
        },
      }),
      fc.tuple(scheme, fc.string(), path).map(([s, host, p]) => `${s}://${host}${p}`),
    )
    fc.assert(
      fc.property(anyText, (text) => {
        const checked = checkTarget(text, guardOn)
        if (Either.isLeft(checked)) {
          expect(["NotPublic", "InvalidRequest"]).toContain(checked.left._tag)
          return
        }
        expect(["http:", "https:"]).toContain(checked.right.protocol)
        expect(checked.right.username).toBe("")
        expect(checked.right.password).toBe("")
        expect(checked.right.hash).toBe("")
        if (isIpHost(checked.right.hostname)) expect(isPublicIpLiteral(checked.right.hostname)).toBe(true)
      }),
      { numRuns: 3_000 },
    )
  })

  it("never accepts a non-public IPv4 address, however it is spelled", () => {
    fc.assert(
      fc.property(
        nonPublicV4,
        port,
        scheme,
        path,
        fc.nat(),
        (address, portNumber, schemeText, pathText, pick) => {
          const spellings = v4Spellings(address)
          const host = spellings[pick % spellings.length] ?? ""
          const checked = checkTarget(urlWith(host, portNumber, schemeText, pathText), guardOn)
          expect(Either.isLeft(checked), host).toBe(true)
        },
      ),
      { numRuns: 3_000 },
    )
  })

  it("never accepts a non-public IPv6 address, mapped, compatible or translated IPv4 included", () => {
    fc.assert(
      fc.property(nonPublicV6, port, scheme, path, (address, portNumber, schemeText, pathText) => {
        const checked = checkTarget(urlWith(`[${address}]`, portNumber, schemeText, pathText), guardOn)
        expect(Either.isLeft(checked), address).toBe(true)
      }),
      { numRuns: 3_000 },
    )
  })

  it("accepts an IPv4 literal exactly when the address is public, in every spelling", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(), (address, pick) => {
        const spellings = v4Spellings(address)
        const host = spellings[pick % spellings.length] ?? ""
        const dotted = octets(address).join(".")
        const checked = checkTarget(`http://${host}/`, guardOn)
        expect(Either.isRight(checked), host).toBe(isPublicIpLiteral(dotted))
      }),
      { numRuns: 3_000 },
    )
  })

  it("lets exactly the named private endpoint through, on its port only", () => {
    fc.assert(
      fc.property(nonPublicV4, fc.integer({ min: 1, max: 65_534 }), (address, portNumber) => {
        const dotted = octets(address).join(".")
        const guard = makeAddressGuard({ privateEndpoints: [`${dotted}:${portNumber}`] })
        expect(Either.isRight(checkTarget(`http://${dotted}:${portNumber}/`, guard))).toBe(true)
        expect(Either.isLeft(checkTarget(`http://${dotted}:${portNumber + 1}/`, guard))).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
