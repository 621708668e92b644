import { readdirSync, readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, startAudit, waitForComplete } from "./support/api"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, serverPid, startServer } from "./support/server-process"

// Audits, phrase suggestions and PDFs run in the server's compute threads: the thread that answers
// requests stays free however heavy the pages are, and a page past its memory or time fails alone.

const MIB = 1024 * 1024
const WORDS =
  "bread flour water salt yeast oven crust crumb sourdough starter morning bakery rye wheat".split(" ")

/** 4.8 MiB of prose in sections: a page as heavy as the fetcher reads, that a thread audits. */
const heavyPage = (): Buffer => {
  const parts = ["<!doctype html><html lang=en><head><title>Bread</title></head><body><main>"]
  let length = parts[0]?.length ?? 0
  for (let paragraph = 0; length < 4.8 * MIB; paragraph++) {
    const words = Array.from({ length: 60 }, (_, k) => WORDS[(paragraph * 7 + k * 3) % WORDS.length])
    const part = `${paragraph % 20 === 0 ? `<h2>Section ${paragraph}</h2>` : ""}<p>${words.join(" ")}</p>\n`
    parts.push(part)
    length += part.length
  }
  parts.push("</main></body></html>")
  return Buffer.from(parts.join(""))
}

/** 4.8 MiB of empty paragraphs: more elements than an audit thread of 128 MiB can hold. */
const densePage = (): Buffer =>
  Buffer.from(`<!doctype html><html lang=en><title>Dense</title><body>${"<p>a</p>".repeat((4.8 * MIB) / 8)}`)

const smallPage = Buffer.from(
  "<!doctype html><html lang=en><head><title>Fresh bread in Košice</title></head><body><h1>Fresh bread</h1><p>We bake sourdough bread every morning.</p></body></html>",
)

let site: Server
let siteUrl: string

beforeAll(async () => {
  const heavy = heavyPage()
  const dense = densePage()
  site = createServer((request, response) => {
    const path = request.url ?? "/"
    const body = path.startsWith("/heavy/") ? heavy : path.startsWith("/dense") ? dense : smallPage
    response.writeHead(path === "/" || path.includes(".") ? 404 : 200, {
      "content-type": "text/html; charset=utf-8",
    })
    response.end(body)
  })
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((done) => site.close(done))
  removeTempFolders()
})

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const timed = async (run: () => Promise<{ readonly status: number }>) => {
  const started = performance.now()
  const answer = await run()
  return { ms: performance.now() - started, status: answer.status }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

const LIMITS = { pagesPerSite: 50, auditsPerHour: 1000 }

describe("compute threads", () => {
  let server: RunningServer

  afterAll(async () => {
    await server?.stop()
  })

  // Speed is the bench's (bench:server); what this test holds is where the work runs. Were audits or
  // suggestions run on the thread that answers requests, a request arriving during one would wait for
  // a good part of it, so no answer (p99) may wait half as long as one heavy page takes to audit here
  // (measured first, alone, on the same loaded machine): a bound that load alone does not reach.
  it("answers /healthz and status polls while threads suggest phrases for 10 pages of 4.8 MiB and audit 20: none waits half as long as one such page takes", async () => {
    server = await startServer({ workers: 2, args: ["--audit-threads", "2"] })
    const [busy, suggesting, polling] = await Promise.all([
      issueKey(server.db, LIMITS),
      issueKey(server.db, LIMITS),
      issueKey(server.db, LIMITS),
    ])
    const startedAlone = performance.now()
    const alone = await startAudit(server.url, busy.key, { url: `${siteUrl}/heavy/alone` })
    expect(alone.status, alone.text).toBe(202)
    await waitForComplete(server.url, busy.key, (alone.json as { id: string }).id, {
      timeoutMs: 120_000,
      everyMs: 100,
    })
    const onePage = performance.now() - startedAlone
    const small = await startAudit(server.url, polling.key, { url: `${siteUrl}/small` })
    expect(small.status, small.text).toBe(202)
    const smallId = (small.json as { id: string }).id

    const health: Array<number> = []
    const polls: Array<number> = []
    let loading = true
    const healthLoop = (async () => {
      while (loading) {
        const sample = await timed(() => call(server.url, "/healthz"))
        expect(sample.status).toBe(200)
        health.push(sample.ms)
        await sleep(25)
      }
    })()
    // 120 polls a minute per key (decision 26): one every 600 ms.
    const pollLoop = (async () => {
      while (loading) {
        const sample = await timed(() => call(server.url, `/api/v1/audits/${smallId}`, { key: polling.key }))
        expect(sample.status).toBe(200)
        polls.push(sample.ms)
        await sleep(600)
      }
    })()

    const heavyUrls = (from: number) =>
      Array.from({ length: 10 }, (_, index) => `${siteUrl}/heavy/${from + index}`)
    const first = await startAudit(server.url, busy.key, { urls: heavyUrls(0) })
    expect(first.status, first.text).toBe(202)
    // While the workers audit the first ten, the start call suggests a phrase for ten more.
    const second = await startAudit(server.url, suggesting.key, { urls: heavyUrls(10) })
    expect(second.status, second.text).toBe(202)
    const started = second.json as {
      id: string
      queries: Array<{ query: { source: string; primary: string } }>
    }
    expect(started.queries.map(({ query }) => query.source)).toEqual(Array(10).fill("suggested"))

    const records = await Promise.all([
      waitForComplete(server.url, busy.key, (first.json as { id: string }).id, {
        timeoutMs: 400_000,
        everyMs: 2_000,
      }),
      waitForComplete(server.url, suggesting.key, started.id, { timeoutMs: 400_000, everyMs: 2_000 }),
    ])
    loading = false
    await Promise.all([healthLoop, pollLoop])

    for (const record of records)
      expect(record.pages.map((page) => page.status)).toEqual(Array(10).fill("done"))
    expect(health.length).toBeGreaterThan(100)
    const bound = onePage / 2
    expect(
      percentile(health, 99),
      `one page ${Math.round(onePage)} ms; healthz ms: ${health.map(Math.round).join(" ")}`,
    ).toBeLessThan(bound)
    expect(
      percentile(polls, 99),
      `one page ${Math.round(onePage)} ms; status ms: ${polls.map(Math.round).join(" ")}`,
    ).toBeLessThan(bound)
  }, 600_000)
})

describe("compute threads and the thread that answers requests", () => {
  // /proc/<pid>/task/<tid>/stat: the 19th field is the thread's nice value (after the command in parentheses).
  const niceOf = (pid: number, tid: string): number => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])
  }

  it.runIf(process.platform === "linux")(
    "run below the priority of the thread that answers requests",
    async () => {
      const server = await startServer({ workers: 1, args: ["--audit-threads", "2"] })
      try {
        const pid = serverPid(server.process)
        const nice = readdirSync(`/proc/${pid}/task`).map((tid) => ({ tid, nice: niceOf(pid, tid) }))
        expect(nice.find(({ tid }) => tid === String(pid))?.nice).toBe(0)
        // At rest the pool keeps one compute thread (more start while tasks wait, each lowering its
        // own priority as it starts): it, and nothing else, runs at nice 10.
        expect(nice.filter((thread) => thread.nice === 10).length).toBe(1)
      } finally {
        await server.stop()
      }
    },
    120_000,
  )
})

describe("a page past the limits of its thread", () => {
  it.each([
    {
      limit: "more memory than its thread has",
      args: ["--audit-memory", "128"],
      code: "too_large",
      error: /too complex to audit.*128 MiB/,
    },
    {
      limit: "more time than --audit-seconds",
      args: ["--audit-seconds", "1"],
      code: "timeout",
      error: /took too long.*1 s/,
    },
  ])(
    "fails alone with $code when it needs $limit; the next page is audited",
    async ({ args, code, error }) => {
      const server = await startServer({ workers: 1, args: ["--audit-threads", "1", ...args] })
      try {
        const { key } = await issueKey(server.db, LIMITS)
        const answer = await startAudit(server.url, key, {
          urls: [`${siteUrl}/dense`, `${siteUrl}/small`],
          query: "fresh bread",
        })
        expect(answer.status, answer.text).toBe(202)
        const record = await waitForComplete(server.url, key, (answer.json as { id: string }).id, {
          timeoutMs: 300_000,
        })
        const [dense, small] = record.pages
        expect(dense).toMatchObject({ status: "failed", error: { code } })
        expect(dense?.status === "failed" ? dense.error.error : "").toMatch(error)
        expect(small?.status).toBe("done")
        expect((await call(server.url, "/healthz")).status).toBe(200)
        expect(server.process.exitCode).toBeNull()
      } finally {
        await server.stop()
      }
    },
    400_000,
  )
})
