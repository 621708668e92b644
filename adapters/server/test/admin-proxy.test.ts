import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sessionCookie, signIn } from "./support/admin-session"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

let trusting: RunningServer
let plain: RunningServer
const credentials = new Map<RunningServer, string>()

beforeAll(async () => {
  ;[trusting, plain] = await Promise.all([
    startServer({ workers: 0, args: ["--trust-proxy"] }),
    startServer({ workers: 0 }),
  ])
  for (const server of [trusting, plain]) {
    const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
    credentials.set(server, created.stdout.trimEnd().split("\n").at(-1) ?? "")
  }
}, 180_000)

afterAll(async () => {
  await Promise.all([trusting?.stop(), plain?.stop()])
  removeTempFolders()
})

/** A Set-Cookie's attributes, sorted; its value is left out. */
const attributesOf = (cookie: string) => cookie.split("; ").slice(1).sort()

describe("the admin panel behind a reverse proxy", () => {
  it("marks its cookies Secure when the trusted proxy says https, and only then", async () => {
    const https = { "x-forwarded-proto": "https" }
    const secure = await signIn(trusting, credentials.get(trusting) ?? "", https)
    expect(secure.status).toBe(303)
    expect(attributesOf(sessionCookie(secure))).toEqual([
      "HttpOnly",
      "Max-Age=28800",
      "Path=/admin",
      "SameSite=Strict",
      "Secure",
    ])
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000")

    const overHttp = await signIn(trusting, credentials.get(trusting) ?? "")
    expect(sessionCookie(overHttp)).not.toContain("Secure")
    expect(overHttp.headers.get("strict-transport-security")).toBeNull()

    // A server that does not trust a proxy does not believe the header.
    const untrusted = await signIn(plain, credentials.get(plain) ?? "", https)
    expect(untrusted.status).toBe(303)
    expect(attributesOf(sessionCookie(untrusted))).toEqual([
      "HttpOnly",
      "Max-Age=28800",
      "Path=/admin",
      "SameSite=Strict",
    ])
  }, 60_000)

  it("counts wrong sign-ins against the address the trusted proxy names", async () => {
    const from = (address: string) => ({ "x-forwarded-for": `198.51.100.200, ${address}` })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(trusting, "svcop_guess", from("203.0.113.1"), `guess ${attempt}`)).status).toBe(
        401,
      )
    const locked = await signIn(trusting, credentials.get(trusting) ?? "", from("203.0.113.1"))
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60)
    expect((await signIn(trusting, credentials.get(trusting) ?? "", from("203.0.113.2"))).status).toBe(303)
  }, 60_000)

  it("answers a form larger than 64 KiB with 400 without reading it", async () => {
    const answer = await fetch(`${trusting.url}/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `operator=${"a".repeat(70_000)}`,
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain("The form could not be read.")
  })
})
