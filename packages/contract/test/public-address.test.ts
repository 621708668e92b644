import { describe, expect, it } from "vitest"
import { classifyHost, isPublicIpLiteral } from "../src"

describe("isPublicIpLiteral", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "192.0.0.192",
    "192.0.2.10",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "240.0.0.1",
    "::1",
    "::",
    "[::1]",
    "::ffff:127.0.0.1",
    "[::ffff:7f00:1]",
    "::ffff:10.0.0.1",
    "::7f00:1",
    "::127.0.0.1",
    "fc00::",
    "fd00:ec2::254",
    "fe80::1",
    "ff02::1",
    "2001:db8::",
    "2001:db8::1",
    "3fff::1",
    "64:ff9b::7f00:1",
    "64:ff9b::808:808",
    "2002:7f00:1::",
    "2001::1",
    "100::1",
    "5f00::1",
  ])("refuses the special-purpose address %s", (address) => {
    expect(isPublicIpLiteral(address)).toBe(false)
  })

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.1",
    "2606:4700::1111",
    "[2606:4700::1111]",
    "2a00:1450:4001:82a::200e",
    "::ffff:8.8.8.8",
  ])("accepts the public address %s", (address) => {
    expect(isPublicIpLiteral(address)).toBe(true)
  })

  it.each(["example.com", "", "1.2.3", "0x7f.1", "[example.com]", "::ffff:999.0.0.1", "fe80::1%eth0"])(
    "is false for %j, which is no IP literal",
    (text) => {
      expect(isPublicIpLiteral(text)).toBe(false)
    },
  )
})

describe("classifyHost", () => {
  it.each([
    ["8.8.8.8", "public-ip"],
    ["[2606:4700::1111]", "public-ip"],
    ["127.0.0.1", "non-public-ip"],
    ["[::1]", "non-public-ip"],
    ["example.com", "dns-name"],
    ["www.example.co.uk", "dns-name"],
    ["EXAMPLE.COM", "dns-name"],
    ["example.com.", "dns-name"],
    ["xn--bcher-kva.example", "non-public-name"],
    ["xn--bcher-kva.de", "dns-name"],
    ["under_score.example.com", "dns-name"],
    ["localhost", "non-public-name"],
    ["localhost.", "non-public-name"],
    ["app.localhost", "non-public-name"],
    ["printer.local", "non-public-name"],
    ["metadata.google.internal", "non-public-name"],
    ["router.home.arpa", "non-public-name"],
    ["1.0.0.127.in-addr.arpa", "non-public-name"],
    ["shop.test", "non-public-name"],
    ["nothing.invalid", "non-public-name"],
    ["abc.onion", "non-public-name"],
    ["intranet", "non-public-name"],
    ["a!b.com", "invalid"],
    ["-bad.example.com", "invalid"],
    ["bad-.example.com", "invalid"],
    ["a..b.com", "invalid"],
    ["example.123", "invalid"],
    [`${"a".repeat(64)}.com`, "invalid"],
    [`${"a.".repeat(127)}com`, "invalid"],
    ["", "invalid"],
    ["[not-an-address]", "invalid"],
  ] as const)("classifies %j as %s", (host, expected) => {
    expect(classifyHost(host)).toBe(expected)
  })
})
