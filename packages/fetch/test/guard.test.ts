import { isIP } from "node:net"
import { Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { checkTarget, Fetcher, failureCodeOf, makeAddressGuard, pageLimits, type Resolver } from "../src"
import { startWitness, type Witness } from "./support/local-server"
import { loopbackAnswers, refusedUrls } from "./support/refused-urls"

/** Answers every name with loopback addresses only: no real DNS query, and any leak hits the witness. */
const loopbackResolver: Resolver = async (hostname) =>
  (loopbackAnswers[hostname] ?? ["127.0.0.1"]).map((address) => ({
    address,
    family: isIP(address) === 6 ? 6 : 4,
  }))

const guardOn = makeAddressGuard()
const limits = { ...pageLimits, deadlineMs: 5_000 }

let witness: Witness
let fetcher: Fetcher
beforeAll(async () => {
  witness = await startWitness()
  fetcher = new Fetcher({ resolve: loopbackResolver })
})
afterAll(async () => {
  await fetcher.close()
  await witness.close()
})

describe("the public-address guard, on", () => {
  it("has at least 150 URLs to refuse", () => {
    const all = Object.values(refusedUrls(witness.port)).flat()
    expect(all.length).toBeGreaterThanOrEqual(150)
    expect(new Set(all).size).toBe(all.length)
  })

  it("refuses every IP-literal, special-name, userinfo and non-http URL before any request", () => {
    for (const url of Object.values(refusedUrls(witness.port)).flat()) {
      const checked = checkTarget(url, guardOn)
      if (Either.isLeft(checked)) {
        expect(["NotPublic", "InvalidRequest"]).toContain(checked.left._tag)
        continue
      }
      // What passes the static check is a DNS name: only its resolved address can refuse it.
      expect(isIP(checked.right.hostname.replace(/^\[|\]$/g, "")), url).toBe(0)
    }
  })

  for (const [trick, urls] of Object.entries(refusedUrls(0))) {
    it(`refuses ${trick} and never connects`, async () => {
      const before = witness.connections()
      for (const url of refusedUrls(witness.port)[trick] ?? []) {
        const statically = checkTarget(url, guardOn)
        // Safety first: a literal that slipped through the static check is not requested at all.
        if (Either.isRight(statically) && isIP(statically.right.hostname.replace(/^\[|\]$/g, "")) !== 0) {
          expect.fail(`${url} passed the static check with an IP literal`)
        }
        const outcome = await fetcher.fetchPage(url, limits).then(
          () => "fetched",
          (error: { _tag?: string }) => error._tag,
        )
        expect(outcome, url).toMatch(/^(NotPublic|InvalidRequest)$/)
      }
      expect(witness.connections() - before).toBe(0)
      expect(urls.length).toBeGreaterThan(0)
    })
  }

  it("refuses a name whose DNS answer is private, naming the address", async () => {
    const privateDns = new Fetcher({
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    })
    try {
      const error = await privateDns
        .fetchPage(`http://shop.example.com:${witness.port}/`, limits)
        .catch((e) => e)
      expect(error).toMatchObject({
        _tag: "NotPublic",
        host: "shop.example.com",
        address: "127.0.0.1",
        redirected: false,
      })
      expect(failureCodeOf(error)).toBe("unreachable")
    } finally {
      await privateDns.close()
    }
    expect(witness.connections()).toBe(0)
  })

  it("checks every new connection again, so a name that rebinds to loopback later is refused then", async () => {
    let calls = 0
    const rebinding: Resolver = async () => {
      calls++
      return [{ address: calls === 1 ? "127.0.0.1" : "::1", family: calls === 1 ? 4 : 6 }]
    }
    const fetcherWithRebinding = new Fetcher({ resolve: rebinding })
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const error = await fetcherWithRebinding
          .fetchPage(`http://rebind.example.net:${witness.port}/`, limits)
          .catch((e) => e)
        expect(error._tag).toBe("NotPublic")
      }
      expect(calls).toBe(2)
    } finally {
      await fetcherWithRebinding.close()
    }
    expect(witness.connections()).toBe(0)
  })
})
