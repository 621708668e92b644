import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

// Wrong sign-ins cost a slow hash each: a burst of them, from one address or from many, must neither
// be heard past the limit nor hold the database's answers (`/healthz`) behind the hashes.

let server: RunningServer
const TOKEN = "burst-form-token"

beforeAll(async () => {
  server = await startServer({ workers: 0 })
  const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
  expect(created.code).toBe(0)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

/**
 * A wrong sign-in posted from `from` (any 127.x address: the whole block is loopback, and the server
 * sees each as a client of its own). The form carries its double-submit token as the panel's does.
 */
const wrongSignIn = (from: string, label: string) =>
  new Promise<number>((done, fail) => {
    const body = new URLSearchParams({ csrf: TOKEN, operator: label, credential: "svcop_guess" }).toString()
    const url = new URL("/admin/sign-in", server.url)
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          cookie: `svc_admin_sign_in=${TOKEN}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (answer) => {
        answer.resume()
        answer.on("end", () => done(answer.statusCode ?? 0))
      },
    )
    sent.on("error", fail)
    sent.end(body)
  })

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** `/healthz` asked one after another until `until` settles (at least `minimum` times): each answer's milliseconds. */
const healthTimes = async (until: Promise<unknown>, minimum: number) => {
  let settled = false
  void until.finally(() => {
    settled = true
  })
  const times: Array<number> = []
  while (!settled || times.length < minimum) {
    const started = performance.now()
    const answer = await fetch(`${server.url}/healthz`)
    await answer.arrayBuffer()
    expect(answer.status).toBe(200)
    times.push(performance.now() - started)
    await new Promise((resume) => setTimeout(resume, 20))
  }
  return times
}

/**
 * How many of `statuses` were heard (401: the credential was checked) and how many not: refused past
 * the limit (429) or turned away while the panel was busy (503), both with `Retry-After`.
 */
const tally = (statuses: ReadonlyArray<number>) => ({
  heard: statuses.filter((status) => status === 401).length,
  unheard: statuses.filter((status) => status === 429 || status === 503).length,
})

const BURST = 200

describe("a burst of wrong sign-ins", () => {
  it("is heard at most five times per address and per operator, and the database's answers do not wait for it", async () => {
    const idle = await healthTimes(Promise.resolve(), 60)

    // 200 at once from one address, each naming another operator: the address's limit holds.
    const oneAddress = Promise.all(
      Array.from({ length: BURST }, (_, n) => wrongSignIn("127.0.0.2", `guess ${n}`)),
    )
    const duringOne = await healthTimes(oneAddress, 20)
    // 200 at once from 200 addresses, all naming Ada: hers holds.
    const oneOperator = Promise.all(
      Array.from({ length: BURST }, (_, n) => wrongSignIn(`127.0.1.${n + 1}`, "Ada")),
    )
    const duringMany = await healthTimes(oneOperator, 20)

    console.log(
      "healthz (ms): samples, p50, p90, p99 — idle, one address, 200 addresses",
      [idle, duringOne, duringMany].map((t) => [
        t.length,
        percentile(t, 50),
        percentile(t, 90),
        percentile(t, 99),
      ]),
    )
    expect(tally(await oneAddress)).toEqual({ heard: 5, unheard: BURST - 5 })
    expect(tally(await oneOperator)).toEqual({ heard: 5, unheard: BURST - 5 })
    // Held behind the hashes, the typical health answer waited seconds (17-43 s before the fix); free,
    // it takes what it takes at idle. The median says which: a p99 of some fifty answers is their slowest
    // one, which a shared 2-core runner's scheduling decides (83 ms idle beside a 3 ms median, seen in CI).
    // The +2 ms stands for the timer's resolution on answers of a few milliseconds.
    expect(percentile(duringOne, 50)).toBeLessThanOrEqual(2 * percentile(idle, 50) + 2)
    expect(percentile(duringMany, 50)).toBeLessThanOrEqual(2 * percentile(idle, 50) + 2)
  }, 300_000)
})
