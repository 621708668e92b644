import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import {
  collectionFile,
  environmentFile,
  failuresOf,
  passedTestsOf,
  pollsOf,
  runCollection,
} from "./support/newman"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

let site: FixtureSite
let server: RunningServer
/** A server that queues audits and never runs them (`--workers 0`): no audit ever completes. */
let idle: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite()
  ;[server, idle] = await Promise.all([startServer(), startServer({ workers: 0 })])
}, 120_000)

afterAll(async () => {
  await Promise.all([server?.stop(), idle?.stop()])
  await site?.close()
  removeTempFolders()
})

const variablesFor = async (target: RunningServer) => ({
  base_url: target.url,
  api_key: (await issueKey(target.db, { pagesPerSite: 50 })).key,
  target_url: site.url("/"),
  unreachable_url: "http://127.0.0.1:1/",
})

describe("the Postman collection", () => {
  it("holds no key, and its environment names every variable with an empty api_key", () => {
    const environment = JSON.parse(readFileSync(environmentFile, "utf8")) as {
      values: ReadonlyArray<{ key: string; value: string }>
    }
    expect(Object.fromEntries(environment.values.map(({ key, value }) => [key, value]))).toMatchObject({
      base_url: "http://127.0.0.1:8080",
      api_key: "",
      max_polls: "60",
    })
    for (const file of [collectionFile, environmentFile])
      expect(readFileSync(file, "utf8")).not.toMatch(/svc_[A-Za-z0-9_-]{43}/)
  })

  it("passes every test when newman runs it against a real server", async () => {
    // The audit takes a couple of seconds, so the status call polls more than once.
    site.delay("/robots.txt", 2_000)
    const run = await runCollection({ ...(await variablesFor(server)), poll_interval_ms: "500" }, 150_000)
    expect(failuresOf(run)).toEqual([])
    expect(run.code, run.output).toBe(0)
    const ran = new Set(run.report.executions.map((execution) => execution.item.name))
    const collection = JSON.parse(readFileSync(collectionFile, "utf8")) as {
      item: ReadonlyArray<{ name: string }>
    }
    // One test per call at least, and the finished result's.
    expect(run.report.stats.assertions?.total).toBeGreaterThanOrEqual(collection.item.length + 1)
    expect([...ran].sort()).toEqual(collection.item.map((item) => item.name).sort())
    expect(pollsOf(run)).toBeGreaterThan(1)
    // The bakery's home page has an image without alt text: image-alt lists it as an item at least.
    const itemsTest = passedTestsOf(run).find((name) => name.startsWith("the findings list their items"))
    expect(Number(itemsTest?.match(/\((\d+) with items\)$/)?.[1])).toBeGreaterThanOrEqual(1)
  }, 180_000)

  it("stops polling after max_polls with a failed test when the audit never completes, and runs the calls after it", async () => {
    // Without the bound newman polls for as long as it is let: the run is killed after 25 s here.
    const run = await runCollection(
      { ...(await variablesFor(idle)), poll_interval_ms: "50", max_polls: "3" },
      20_000,
    )
    expect(pollsOf(run)).toBe(3)
    expect(failuresOf(run)).toEqual([
      "Status: poll until complete (200): still queued after 3 polls (max_polls 3)",
      expect.stringMatching(/^PDF report \(200 application\/pdf\): /),
    ])
    expect(run.report.executions.at(-1)?.item.name).toBe("Another audit id (404 not_found)")
    expect(run.code, run.output).toBe(1)
  }, 60_000)
})
