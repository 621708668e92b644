import { ErrorBody, StatusRecord } from "@svc/contract"
import { Schema } from "effect"
import { Pool } from "undici"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, startAudit } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKeys } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const CONNECTIONS = 200
const KEYS = 40
const REQUESTS = 8_000

let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite()
  server = await startServer({ workers: 1 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

const isStatusRecord = Schema.is(StatusRecord)
const isErrorBody = Schema.is(ErrorBody)

describe("200 connections polling across many keys", () => {
  it("answers every poll with its status record or a documented 429, and keeps serving", async () => {
    const keys = await issueKeys(server.db, KEYS, { pagesPerSite: 50 })
    const audits = await Promise.all(
      keys.map(async ({ key }, index) => {
        const answer = await startAudit(server.url, key, { url: site.url(`/p/load-${index}`) })
        expect(answer.status, answer.text).toBe(202)
        return { key, path: `/api/v1/audits/${(answer.json as { id: string }).id}` }
      }),
    )

    const pool = new Pool(server.url, { connections: CONNECTIONS, pipelining: 1 })
    const tally = new Map<string, number>()
    const unexpected: Array<string> = []
    let next = 0
    const client = async () => {
      while (next < REQUESTS) {
        const audit = audits[next++ % audits.length]
        if (audit === undefined) return
        const response = await pool.request({
          path: audit.path,
          method: "GET",
          headers: { "x-api-key": audit.key },
        })
        const body = await response.body.json()
        const code =
          response.statusCode === 200 ? "200" : `${response.statusCode} ${(body as { code?: string }).code}`
        tally.set(code, (tally.get(code) ?? 0) + 1)
        const documented =
          (response.statusCode === 200 && isStatusRecord(body)) ||
          (response.statusCode === 429 &&
            isErrorBody(body) &&
            body.code === "rate_limited" &&
            response.headers["retry-after"] === String(body.retryAfter))
        if (!documented) unexpected.push(`${response.statusCode} ${JSON.stringify(body).slice(0, 200)}`)
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, client))
    await pool.close()

    expect(unexpected).toEqual([])
    expect(tally.get("200")).toBeGreaterThanOrEqual(KEYS * 100)
    expect([...tally.keys()].sort()).toEqual(["200", "429 rate_limited"])
    expect((await call(server.url, "/healthz")).status).toBe(200)
    expect(server.process.exitCode).toBeNull()
  }, 180_000)
})
