import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isLocalHost } from "../../src/lib/hosts"

const octet = fc.integer({ min: 0, max: 255 })

describe("isLocalHost", () => {
  it("knows localhost names, mDNS and IPv6 loopback and private ranges", () => {
    for (const host of [
      "localhost",
      "app.localhost",
      "printer.local",
      "[::1]",
      "[fd12:3456::1]",
      "[fe80::1]",
      "0.0.0.0",
    ])
      expect(isLocalHost(host), host).toBe(true)
    for (const host of ["example.com", "localhost.example.com", "[2001:db8::1]", "172.32.0.1", "8.8.8.8"])
      expect(isLocalHost(host), host).toBe(false)
  })

  it("holds for every address of the loopback and private IPv4 ranges", () => {
    fc.assert(
      fc.property(octet, octet, octet, (b, c, d) => {
        expect(isLocalHost(`127.${b}.${c}.${d}`)).toBe(true)
        expect(isLocalHost(`10.${b}.${c}.${d}`)).toBe(true)
        expect(isLocalHost(`192.168.${c}.${d}`)).toBe(true)
        expect(isLocalHost(`172.${16 + (b % 16)}.${c}.${d}`)).toBe(true)
      }),
    )
  })
})
