import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Answer, expectError, startAudit } from "./support/api"
import { type DroppingTarget, serveDroppingTarget } from "./support/dropping-target"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

// Issue 21: the limits of a start call are reserved before any target is fetched, so bursts of
// concurrent calls cannot fetch more than the limits allow. No workers: accepted pages stay queued.

const BURST = 40
const HOUR = 3600

let site: FixtureSite
let dropping: DroppingTarget
let holding: DroppingTarget
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite()
  dropping = await serveDroppingTarget()
  holding = await serveDroppingTarget({ hold: true })
  server = await startServer({ workers: 0 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  await dropping?.close()
  await holding?.close()
  removeTempFolders()
})

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

const burst = (count: number, body: (index: number) => unknown, key: string) =>
  Promise.all(Array.from({ length: count }, (_, index) => startAudit(server.url, key, body(index))))

const statusesOf = (answers: ReadonlyArray<Answer>) =>
  answers.map((answer) =>
    `${answer.status} ${(answer.json as { code?: string } | undefined)?.code ?? ""}`.trim(),
  )

const tally = (answers: ReadonlyArray<Answer>) => {
  const counts = new Map<string, number>()
  for (const status of statusesOf(answers)) counts.set(status, (counts.get(status) ?? 0) + 1)
  return Object.fromEntries([...counts].sort())
}

/** Every refusal is a documented 429 with its Retry-After header. */
const expectRefusals = (answers: ReadonlyArray<Answer>, codes: ReadonlyArray<string>) => {
  for (const answer of answers.filter((answer) => answer.status === 429)) {
    const code = (answer.json as { code?: string } | undefined)?.code ?? ""
    expect(codes).toContain(code)
    expectError(answer, 429, code)
  }
}

/** The key's start call is refused for the rest of the hour: a `retryAfter` longer than any call lasts. */
const expectRefusedForTheHour = async (key: string, body: unknown) => {
  const refusal = expectError(await startAudit(server.url, key, body), 429, "rate_limited")
  expect("retryAfter" in refusal && refusal.retryAfter > HOUR - 300).toBe(true)
}

/**
 * One unreachable target after another until the key is refused for the rest of the hour (a
 * `retryAfter` longer than any start call lasts); answers how many were answered 502.
 */
const spendUnreachable = async (key: string, prefix: string) => {
  let unreachable = 0
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await startAudit(server.url, key, { url: dropping.url(`${prefix}/after-${attempt}`) })
    if (answer.status === 502) {
      expectError(answer, 502, "unreachable")
      unreachable++
      continue
    }
    const body = expectError(answer, 429, "rate_limited")
    if ("retryAfter" in body && body.retryAfter > HOUR - 300) return unreachable
  }
  throw new Error("the key was never refused for the hour")
}

describe("unreachable targets under bursts: 10 an hour per key", () => {
  it("40 concurrent one-target calls reach at most 10 unreachable targets in the hour", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const answers = await burst(BURST, (index) => ({ url: dropping.url(`/single/${index}`) }), key)
    expect(
      statusesOf(answers).every((status) => status === "502 unreachable" || status === "429 rate_limited"),
    ).toBe(true)
    expectRefusals(answers, ["rate_limited"])
    expect(dropping.requests("/single/")).toBeLessThanOrEqual(10)
    const burstUnreachable = answers.filter((answer) => answer.status === 502).length
    const later = await spendUnreachable(key, "/single")
    expect(burstUnreachable + later).toBe(10)
    expect(dropping.requests("/single/")).toBe(10)
  }, 120_000)

  it("10 concurrent calls of 10 unreachable targets each reach at most 10 targets", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const answers = await burst(
      10,
      (call) => ({ urls: Array.from({ length: 10 }, (_, index) => dropping.url(`/tens/${call}/${index}`)) }),
      key,
    )
    // The first call reserved 10 queue slots as well as the 10 units.
    expectRefusals(answers, ["rate_limited", "queue_full"])
    expect(dropping.requests("/tens/")).toBeLessThanOrEqual(10)
    await spendUnreachable(key, "/tens")
    expect(dropping.requests("/tens/")).toBe(10)
  }, 120_000)

  it("a call whose caller went away while its target had not answered keeps that target's unit", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    for (let attempt = 0; attempt < 10; ) {
      const path = `/gone/${attempt}`
      const controller = new AbortController()
      let refused: Answer | undefined
      const answered = startAudit(server.url, key, { url: holding.url(path) }, controller.signal).then(
        (answer) => {
          refused = answer
        },
        () => {},
      )
      while (refused === undefined && holding.requests(path) === 0) await pause(20)
      if (refused === undefined) {
        controller.abort()
        attempt++
      } else {
        // The key's calls cut off just before are still giving back what they held: try again.
        expectError(refused, 429, "rate_limited")
        await pause(100)
      }
      await answered
    }
    await expectRefusedForTheHour(key, { url: holding.url("/gone/after") })
    expect(holding.requests("/gone/")).toBe(10)
  }, 120_000)

  it("with one unit left, a call still fetches all its reachable targets, and stops at the first that does not answer", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    for (let attempt = 0; attempt < 9; attempt++)
      expectError(
        await startAudit(server.url, key, { url: dropping.url(`/last/${attempt}`) }),
        502,
        "unreachable",
      )
    const reachable = Array.from({ length: 8 }, (_, index) => site.url(`/p/one-by-one-${index}`))
    expect((await startAudit(server.url, key, { urls: reachable })).status).toBe(202)
    const lost = await startAudit(server.url, key, {
      urls: [dropping.url("/last/stop"), site.url("/p/never")],
    })
    expectError(lost, 502, "unreachable")
    expect(site.hits("/p/never")).toBe(0)
    await expectRefusedForTheHour(key, { url: site.url("/p/never") })
    expect(site.hits("/p/never")).toBe(0)
  }, 120_000)

  it("two keys bursting at once each reach their own 10, no more", async () => {
    const [first, second] = await Promise.all([
      issueKey(server.db, { pagesPerSite: 50 }),
      issueKey(server.db, { pagesPerSite: 50 }),
    ])
    const answers = await Promise.all([
      burst(BURST, (index) => ({ url: dropping.url(`/first/${index}`) }), first.key),
      burst(BURST, (index) => ({ url: dropping.url(`/second/${index}`) }), second.key),
    ])
    for (const each of answers) expectRefusals(each, ["rate_limited"])
    expect(dropping.requests("/first/")).toBeLessThanOrEqual(10)
    expect(dropping.requests("/second/")).toBeLessThanOrEqual(10)
    await Promise.all([spendUnreachable(first.key, "/first"), spendUnreachable(second.key, "/second")])
    expect(dropping.requests("/first/")).toBe(10)
    expect(dropping.requests("/second/")).toBe(10)
  }, 120_000)
})

describe("a refused start call fetches nothing", () => {
  const pagesHit = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => site.hits(`${prefix}-${index}`)).reduce(
      (sum, hits) => sum + hits,
      0,
    )

  it.each([
    { limit: "queue_full, 9 pages queued", code: "queue_full", settings: { pagesPerSite: 50 }, queued: 9 },
    {
      limit: "rate_limited, room in the quota for one page",
      code: "rate_limited",
      settings: { pagesPerSite: 50, auditsPerHour: 5 },
      queued: 0,
    },
    { limit: "domain_limit, one page of the site a day", code: "domain_limit", settings: {}, queued: 0 },
  ])(
    "$limit: 10 concurrent one-page calls fetch one page, the one accepted",
    async ({ code, settings, queued }) => {
      const { key } = await issueKey(server.db, settings)
      const prefix = `/p/${code}`
      if (queued > 0) {
        const urls = Array.from({ length: queued }, (_, index) => site.url(`${prefix}-queued-${index}`))
        expect((await startAudit(server.url, key, { urls })).status).toBe(202)
      }
      const answers = await burst(10, (index) => ({ url: site.url(`${prefix}-${index}`) }), key)
      expect(tally(answers)).toEqual({ "202": 1, [`429 ${code}`]: 9 })
      expectRefusals(answers, [code])
      expect(pagesHit(prefix, 10)).toBe(1)
    },
    60_000,
  )

  it("40 concurrent calls of reachable pages fetch exactly the pages of the audits accepted", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const answers = await burst(BURST, (index) => ({ url: site.url(`/p/burst-${index}`) }), key)
    expectRefusals(answers, ["rate_limited", "queue_full"])
    const accepted = answers.flatMap((answer, index) => (answer.status === 202 ? [index] : []))
    expect(accepted.length).toBeGreaterThanOrEqual(1)
    expect(accepted.length + answers.filter((answer) => answer.status === 429).length).toBe(BURST)
    const fetched = answers.flatMap((_, index) => (site.hits(`/p/burst-${index}`) > 0 ? [index] : []))
    expect(fetched).toEqual(accepted)
    expect(pagesHit("/p/burst", BURST)).toBe(accepted.length)
  }, 60_000)
})

describe("start calls of a key at once: at most 2, a third waits briefly for a slot", () => {
  const slowCalls = (key: string, prefix: string, delayMs: number) => {
    site.delay(`${prefix}-0`, delayMs)
    site.delay(`${prefix}-1`, delayMs)
    return [0, 1].map((index) => startAudit(server.url, key, { url: site.url(`${prefix}-${index}`) }))
  }
  const bothFetching = async (prefix: string) => {
    while (site.hits(`${prefix}-0`) + site.hits(`${prefix}-1`) < 2) await pause(20)
  }

  it("a third call made while two fetch waits, and is accepted once one of them ends", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const slow = slowCalls(key, "/p/brief", 1_500)
    await bothFetching("/p/brief")
    const third = await startAudit(server.url, key, { url: site.url("/p/brief-third") })
    expect(third.status, third.text).toBe(202)
    expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([202, 202])
  }, 60_000)

  it("answers a third 429 rate_limited with Retry-After when no slot frees within its wait; another key is not held up", async () => {
    const [busy, other] = await Promise.all([
      issueKey(server.db, { pagesPerSite: 50 }),
      issueKey(server.db, { pagesPerSite: 50 }),
    ])
    // Longer than the third call's wait (5 s), within the fetch deadline (10 s).
    const slow = slowCalls(busy.key, "/p/slow", 9_000)
    await bothFetching("/p/slow")
    const [third, otherKey] = await Promise.all([
      startAudit(server.url, busy.key, { url: site.url("/p/third") }),
      startAudit(server.url, other.key, { url: site.url("/p/other-key") }),
    ])
    const body = expectError(third, 429, "rate_limited")
    expect("retryAfter" in body && body.retryAfter >= 1 && body.retryAfter <= 10).toBe(true)
    expect(site.hits("/p/third")).toBe(0)
    expect(otherKey.status).toBe(202)
    expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([202, 202])
    expect((await startAudit(server.url, busy.key, { url: site.url("/p/third") })).status).toBe(202)
  }, 60_000)

  it("40 concurrent one-page calls: exactly 10 accepted, the other 30 queue_full", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const answers = await burst(
      BURST,
      (index) => ({ url: site.url(`/p/ten-${index}`), query: "sourdough bread" }),
      key,
    )
    expect(tally(answers)).toEqual({ "202": 10, "429 queue_full": 30 })
    expectRefusals(answers, ["queue_full"])
  }, 60_000)
})
