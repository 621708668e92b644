import type { LookupAddress } from "node:dns"
import { isIP } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { GuardRefusal, guardedConnector, makeAddressGuard, type Resolver } from "../src"
import { guardedLookup } from "../src/guarded-connector"
import { startWitness, type Witness } from "./support/local-server"

const answering =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }))

/** Calls a lookup as Node 20's net.connect does (`all: true`), or as older callers do. */
const lookUp = (resolve: Resolver, all: boolean, policy = {}) =>
  new Promise<{ error: Error | null; addresses: unknown }>((done) => {
    guardedLookup(makeAddressGuard(policy), 80, resolve)("shop.example.com", { all }, (error, addresses) =>
      done({ error, addresses }),
    )
  })

describe("the guarded lookup", () => {
  it("answers only the public addresses of a name, as an array when asked for all", async () => {
    const { error, addresses } = await lookUp(
      answering("10.0.0.7", "93.184.215.14", "fd00::1", "2606:4700::1"),
      true,
    )
    expect(error).toBeNull()
    expect((addresses as LookupAddress[]).map((entry) => entry.address)).toEqual([
      "93.184.215.14",
      "2606:4700::1",
    ])
  })

  it("answers one address when not asked for all", async () => {
    const result = await lookUp(answering("192.168.0.9", "93.184.215.14"), false)
    expect(result).toEqual({ error: null, addresses: "93.184.215.14" })
  })

  it.each([
    ["10.0.0.7"],
    ["169.254.169.254"],
    ["100.100.100.200"],
    ["::ffff:10.0.0.1"],
    ["fd00:ec2::254"],
    ["64:ff9b::a9fe:a9fe"],
    ["::7f00:1"],
    ["127.0.0.1", "::1"],
  ])("refuses a name that resolves only to %s", async (...addresses) => {
    const { error } = await lookUp(answering(...addresses), true)
    expect(error).toBeInstanceOf(GuardRefusal)
    expect(error).toMatchObject({ host: "shop.example.com", address: addresses[0] })
  })

  it("lets private answers through only when the policy allows every target", async () => {
    const { error, addresses } = await lookUp(answering("10.0.0.7"), true, { allowPrivateTargets: true })
    expect(error).toBeNull()
    expect(addresses).toEqual([{ address: "10.0.0.7", family: 4 }])
  })

  it("passes on a resolver failure", async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })
    }
    const { error } = await lookUp(failing, true)
    expect(error).toMatchObject({ code: "ENOTFOUND" })
  })
})

describe("the guarded connector", () => {
  let witness: Witness
  beforeAll(async () => {
    witness = await startWitness()
  })
  afterAll(() => witness.close())

  const connect = (hostname: string, policy = {}) =>
    new Promise<Error | null>((done) => {
      const connector = guardedConnector({
        guard: makeAddressGuard(policy),
        resolve: answering("127.0.0.1"),
        connectTimeoutMs: 2_000,
      })
      connector({ hostname, protocol: "http:", port: String(witness.port) }, (error, socket) => {
        socket?.destroy()
        done(error)
      })
    })

  it.each(["127.0.0.1", "[::1]", "::1", "::ffff:127.0.0.1", "0.0.0.0"])(
    "refuses the IP literal %s itself, for which no lookup happens",
    async (hostname) => {
      const before = witness.connections()
      expect(await connect(hostname)).toBeInstanceOf(GuardRefusal)
      expect(witness.connections()).toBe(before)
    },
  )

  it("refuses a name that resolves to loopback", async () => {
    const before = witness.connections()
    expect(await connect("witness.example.com")).toBeInstanceOf(GuardRefusal)
    expect(witness.connections()).toBe(before)
  })

  it("connects to exactly the private endpoint the policy names, and to no other port", async () => {
    const before = witness.connections()
    expect(await connect("127.0.0.1", { privateEndpoints: [`127.0.0.1:${witness.port}`] })).toBeNull()
    await expect.poll(() => witness.connections()).toBe(before + 1)
    expect(
      await connect("127.0.0.1", { privateEndpoints: [`127.0.0.1:${witness.port + 1}`] }),
    ).toBeInstanceOf(GuardRefusal)
    expect(
      await connect("witness.example.com", { privateEndpoints: [`127.0.0.1:${witness.port}`] }),
    ).toBeNull()
    await expect.poll(() => witness.connections()).toBe(before + 2)
  })
})

describe("makeAddressGuard", () => {
  it("names a malformed private endpoint", () => {
    expect(() => makeAddressGuard({ privateEndpoints: ["localhost:80"] })).toThrow(/localhost:80/)
    expect(() => makeAddressGuard({ privateEndpoints: ["127.0.0.1"] })).toThrow(TypeError)
    expect(() => makeAddressGuard({ privateEndpoints: ["127.0.0.1:0"] })).toThrow(TypeError)
  })

  it("matches endpoints in any spelling of their address", () => {
    const guard = makeAddressGuard({ privateEndpoints: ["[::1]:8080", "127.0.0.1:80"] })
    expect(guard.allowsAddress("0:0:0:0:0:0:0:1", 8080)).toBe(true)
    expect(guard.allowsAddress("::ffff:127.0.0.1", 80)).toBe(true)
    expect(guard.allowsAddress("::1", 8081)).toBe(false)
    expect(guard.allowsAddress("127.0.0.2", 80)).toBe(false)
    expect(guard.allowsAddress("8.8.8.8", 1)).toBe(true)
  })
})
