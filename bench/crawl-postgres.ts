// bench:crawl's PostgreSQL row: one crawl started through the HTTP API of a `serve --workers 0`
// process and shared by 1 or 2 `svc-server work` processes, timed from the start call to the audit
// complete (the site judged), with the CPU the svc processes and the database used meanwhile.
import type { benchPostgres, serverProcesses } from "./server-processes"
import { issueKeys } from "./server-processes"

/** One API crawl's figures. */
export interface ApiCrawlFigures {
  readonly pages: number
  readonly seconds: number
  /** CPU seconds of the svc processes and of PostgreSQL, over the crawl. */
  readonly svcCpuSeconds: number
  readonly postgresCpuSeconds: number
}

const call = async (url: string, key: string, body?: unknown) => {
  const headers = { "x-api-key": key, "content-type": "application/json" }
  const response = await fetch(
    url,
    body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) },
  )
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** One crawl of `siteUrl` through the API at `api`, by a new key that may audit 50 pages of a site (the most a key may): a budget of 50. */
const oneCrawl = async (
  postgres: ReturnType<typeof benchPostgres>,
  servers: ReturnType<typeof serverProcesses>,
  db: string,
  api: string,
  siteUrl: string,
): Promise<ApiCrawlFigures> => {
  const [key = ""] = await issueKeys(db, 1, { pagesPerSite: 50, auditsPerHour: 100_000, fullAuditCost: 1 })
  const cpuBefore = { svc: servers.cpuSeconds(), postgres: postgres.cpuSeconds() }
  const began = performance.now()
  const deadline = Date.now() + 10 * 60_000
  const started = await call(`${api}/api/v1/audits`, key, { urls: [siteUrl], crawl: {} })
  if (started.status !== 202) throw new Error(`start call: ${started.status} ${JSON.stringify(started.json)}`)
  for (;;) {
    // Every 600 ms: the status poll limit is 120 a minute a key.
    await new Promise((done) => setTimeout(done, 600))
    const status = await call(`${api}/api/v1/audits/${String(started.json.id)}`, key)
    if (Date.now() > deadline)
      throw new Error(`the crawl was not complete in 10 minutes: ${JSON.stringify(status.json)}`)
    if (status.json.status !== "complete") continue
    return {
      pages: (status.json.pages as ReadonlyArray<unknown>).length,
      seconds: (performance.now() - began) / 1000,
      svcCpuSeconds: servers.cpuSeconds() - cpuBefore.svc,
      postgresCpuSeconds: postgres.cpuSeconds() - cpuBefore.postgres,
    }
  }
}

/**
 * `runs` crawls of `siteUrl` through the API, one after another, on a new database with `processes`
 * work processes (`workers` each) beside one `serve --workers 0`, after one crawl not measured (the
 * processes' engines loaded and warm).
 */
export const apiCrawls = async (
  postgres: ReturnType<typeof benchPostgres>,
  servers: ReturnType<typeof serverProcesses>,
  siteUrl: string,
  processes: number,
  workers: number,
  runs: number,
): Promise<ReadonlyArray<ApiCrawlFigures>> => {
  const db = await postgres.newDatabase()
  try {
    const api = await servers.start("serve", db, 0)
    await Promise.all(Array.from({ length: processes }, () => servers.start("work", db, workers)))
    await oneCrawl(postgres, servers, db, api, siteUrl)
    const measured: Array<ApiCrawlFigures> = []
    for (let run = 0; run < runs; run++) measured.push(await oneCrawl(postgres, servers, db, api, siteUrl))
    return measured
  } finally {
    await servers.stopAll()
  }
}
