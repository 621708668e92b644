import type { StatusRecord } from "@svc/contract"
import { afterAll, describe, expect, it } from "vitest"
import { expectPlantedDefects } from "../../../fixtures/planted-site/expect-planted-defects"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { freshPostgresUrl, prepareDatabase, queryPostgres } from "../../../test/support/postgres-schemas"
import { startAudit } from "./support/api"
import { issueKey } from "./support/keys"
import { askedTwiceByDesign, pollCrawl } from "./support/planted-crawl"
import { type RunningServer, removeTempFolders, serverPid, startServer } from "./support/server-process"
import { waitFor } from "./support/wait"

// Issue 34's acceptance on PostgreSQL: `serve` (no workers) and two `work` processes share one crawl
// of the planted site started through the HTTP API; one of them is SIGKILLed mid-crawl.

// Short, so the killed process's pages come back soon; not shorter: on a loaded machine a 3 s lease
// expired before its renewal now and then, and another process fetched the page again.
const LEASE_SECONDS = 8

/** What a fetch of `url` asks for: it and the targets of the redirects it leads through (asked now, after the counts). */
const fetchedWith = async (url: string): Promise<ReadonlyArray<string>> => {
  const asked = [url]
  for (let next = url; asked.length <= 10; ) {
    const answer = await fetch(next, { redirect: "manual" })
    const location = answer.headers.get("location")
    if (answer.status < 300 || answer.status >= 400 || location === null) break
    next = new URL(location, next).href
    if (asked.includes(next)) break
    asked.push(next)
  }
  return asked
}

let site: PlantedSite | undefined
const processes: Array<RunningServer> = []

afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()))
  await site?.close()
  removeTempFolders()
})

describe("a crawl shared by two work processes on PostgreSQL", { timeout: 300_000 }, () => {
  it("completes after one is SIGKILLed mid-crawl: each page recorded once, fetched once but what the killed one held, the defects named", async () => {
    const db = freshPostgresUrl()
    await prepareDatabase(db)
    site = await servePlantedSite({ sections: 1, articlesPerSection: 1 })
    const api = await startServer({ db, workers: 0 })
    processes.push(api)
    const workers = await Promise.all(
      [0, 1].map(() =>
        startServer({ command: "work", db, workers: 1, args: ["--lease-seconds", String(LEASE_SECONDS)] }),
      ),
    )
    processes.push(...workers)
    const { key } = await issueKey(db, { pagesPerSite: 50, auditsPerHour: 10_000, fullAuditCost: 1 })

    const started = await startAudit(api.url, key, { urls: [site.url], crawl: {} })
    expect(started.status, started.text).toBe(202)
    const { id } = started.json as { id: string }

    // Both work processes join the one crawl; the first is killed once ten pages are recorded.
    await waitFor("ten pages of the crawl done", async () => {
      const [row] = await queryPostgres<{ done: string }>(
        db,
        "SELECT count(*) AS done FROM crawl_pages WHERE status IN ('done', 'failed')",
      )
      return Number(row?.done ?? 0) >= 10
    })
    const [victim, survivor] = workers
    if (victim === undefined || survivor === undefined) throw new Error("two work processes expected")
    // Stopped first, so that it leases nothing between the question and the kill (a lease it took after
    // the question was fetched twice, and the test blamed the crawl). A commit it sent just before the
    // stop lands within the pause. The server process itself: on glibc Linux the process started is
    // a launcher, which passes no SIGSTOP on — its server went on leasing and fetching until the kill.
    const victimPid = serverPid(victim.process)
    process.kill(victimPid, "SIGSTOP")
    await new Promise((done) => setTimeout(done, 500))
    const heldAtKill = await queryPostgres<{ url: string }>(
      db,
      "SELECT url FROM crawl_pages WHERE status = 'leased'",
    )
    process.kill(victimPid, "SIGKILL")
    // The launcher ends as its server did.
    expect((await victim.exited).signal).toBe("SIGKILL")

    const seen: Array<StatusRecord> = []
    const record = await pollCrawl(api.url, key, id, (each) => seen.push(each))
    const urls = record.pages.map((page) => page.url)
    expect(new Set(urls).size).toBe(urls.length)
    expect(record.site?.crawl).toMatchObject({ startUrl: site.url, state: "done" })
    expect(record.site?.crawl?.pages).toHaveLength(urls.length)
    expectPlantedDefects(site, record.site?.crawl?.findings ?? [])

    // Fetched twice: only what was leased when the process died (it may have been fetching it, and
    // the redirects it leads through), and what a live process said it lost (its lease expired on a
    // loaded machine: it stores nothing of it).
    const requested = site.pageRequests()
    const lost = workers.flatMap((each) => each.logs().filter((line) => line.msg === "crawl page not stored"))
    const held = await Promise.all(heldAtKill.map((row) => fetchedWith(row.url)))
    const mayRepeat = new Set(
      [...held.flat(), ...lost.map((line) => String(line.url))].map((url) => new URL(url).pathname),
    )
    const twice = [...requested].filter(
      ([path, count]) => count > 1 && !askedTwiceByDesign(path) && !mayRepeat.has(path),
    )
    const when = (path: string) =>
      site
        ?.requests()
        .filter((request) => request.path === path)
        .map((request) => `${request.start}..${request.end}`)
    expect(
      twice.map(([path, count]) => ({ path, count, when: when(path) })),
      JSON.stringify({ heldAtKill, lost }),
    ).toEqual([])
    // Every request of the crawl to the site — robots.txt, sitemaps and llms.txt too — within its 2 slots.
    expect(site.maxInFlight()).toBeLessThanOrEqual(2)
    const [judged] = await queryPostgres<{ judged: string }>(
      db,
      "SELECT count(*) AS judged FROM crawls WHERE judgement IS NOT NULL",
    )
    expect(judged?.judged).toBe("1")
  })
})
