import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { statusPollId } from "../src/http/status-lane"
import { call, comparable, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const uuid = fc.uuid()
const idLike = fc.oneof(
  uuid,
  uuid.map((id) => id.toUpperCase()),
  fc.stringMatching(/^[0-9a-f-]{30,40}$/),
  fc.string(),
)

describe("which requests the status lane takes", () => {
  it("exactly GET /api/v1/audits/{id} with an id spelled as issued and no query", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("GET", "HEAD", "POST", "DELETE", undefined),
        fc.constantFrom("/api/v1/audits/", "/api/v1/audits//", "/api/v2/audits/", "/API/v1/audits/", ""),
        idLike,
        fc.constantFrom("", "?", "?format=json", "?format=pdf&page=0", "#x", "/"),
        (method, prefix, id, tail) => {
          const url = `${prefix}${id}${tail}`
          const plain = method === "GET" && /^\/api\/v1\/audits\/[0-9a-f-]{36}$/.test(url)
          expect(statusPollId(method, url)).toBe(plain ? id : undefined)
        },
      ),
    )
    expect(statusPollId("GET", "/api/v1/audits/0b6c39b8-5e7b-4d6c-9e8e-4a1c6a3f2b10")).toBe(
      "0b6c39b8-5e7b-4d6c-9e8e-4a1c6a3f2b10",
    )
    expect(statusPollId("GET", undefined)).toBeUndefined()
  })
})

let site: FixtureSite
let server: RunningServer
let owner: IssuedKey
let other: IssuedKey
let done: string
let queued: string

beforeAll(async () => {
  site = await serveFixtureSite()
  // A server with a worker completes one audit, then one without workers serves the same file: no
  // record changes while the test compares answers.
  const auditing = await startServer({ workers: 1 })
  ;[owner, other] = await Promise.all([
    issueKey(auditing.db, { pagesPerSite: 50, auditsPerHour: 1000 }),
    issueKey(auditing.db, { pagesPerSite: 50, auditsPerHour: 1000 }),
  ])
  done = ((await startAudit(auditing.url, owner.key, { url: site.url("/p/done") })).json as { id: string }).id
  await waitForComplete(auditing.url, owner.key, done)
  await auditing.stop()
  server = await startServer({ db: auditing.db, workers: 0 })
  queued = ((await startAudit(server.url, other.key, { url: site.url("/p/other") })).json as { id: string })
    .id
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

describe("the status lane answers as the routed API does (real server)", () => {
  it("for any key presentation, client and audit: same status, headers and body", async () => {
    const keyHeaders = fc.oneof(
      fc.constant({}),
      fc
        .constantFrom("owner", "other")
        .map((who) => ({ "x-api-key": who === "owner" ? owner.key : other.key })),
      fc.constant(null).map(() => ({ authorization: `Bearer ${owner.key}` })),
      fc.constant(null).map(() => ({ authorization: `Bearer ${owner.key}`, "x-api-key": other.key })),
      fc.constant(null).map(() => ({ authorization: `Basic ${owner.key}` })),
      fc
        .string({ maxLength: 60 })
        .map((text) => ({ "x-api-key": `svc_${text.replace(/[^\x21-\x7e]/g, "")}` })),
    )
    const userAgent = fc.constantFrom(
      undefined,
      "svc-cli/0.2.9",
      "svc-mcp/0.3.0-beta.1",
      "svc-cli/0.3.0",
      "curl/8",
    )
    const audit = fc.oneof(
      fc.constantFrom("done", "queued").map((which) => (which === "done" ? done : queued)),
      uuid,
    )
    await fc.assert(
      fc.asyncProperty(keyHeaders, userAgent, audit, async (headers, agent, id) => {
        const all = { ...headers, ...(agent === undefined ? {} : { "user-agent": agent }) }
        const laned = await call(server.url, `/api/v1/audits/${id}`, { headers: all })
        const routed = await call(server.url, `/api/v1/audits/${id}?format=json`, { headers: all })
        expect(comparable(laned)).toEqual(comparable(routed))
      }),
      { numRuns: 40 },
    )
  }, 120_000)

  it("charges the same 120 polls a minute: the 121st is 429 with Retry-After on either path", async () => {
    const limited = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
    const id = (
      (await startAudit(server.url, limited.key, { url: site.url("/p/limited") })).json as { id: string }
    ).id
    let ok = 0
    for (let poll = 0; poll < 120; poll++) {
      const path = poll % 2 === 0 ? `/api/v1/audits/${id}` : `/api/v1/audits/${id}?format=json`
      if ((await call(server.url, path, { key: limited.key })).status === 200) ok++
    }
    expect(ok).toBe(120)
    const laned = expectError(
      await call(server.url, `/api/v1/audits/${id}`, { key: limited.key }),
      429,
      "rate_limited",
    )
    const routed = expectError(
      await call(server.url, `/api/v1/audits/${id}?format=json`, { key: limited.key }),
      429,
      "rate_limited",
    )
    const retryAfter = (body: typeof laned) => ("retryAfter" in body ? body.retryAfter : Number.NaN)
    expect(Math.abs(retryAfter(laned) - retryAfter(routed))).toBeLessThanOrEqual(1)
  }, 120_000)

  it("logs each poll on one line, by key label and never by key", () => {
    const lines = server.logs().filter((line) => line.msg === "request" && line.key === owner.label)
    expect(lines.length).toBeGreaterThan(0)
    expect(server.stderr()).not.toContain(owner.key)
  })
})
