import type { ServerResponse } from "node:http"
import { gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const page =
  "<!doctype html><html lang=en><head><title>Stacked</title></head><body><h1>Stacked</h1></body></html>"

/** The page gzipped `layers` times, each layer named in one `Content-Encoding` (no spaces: 3,000 fit). */
const gzipped = (layers: number) => {
  let body = Buffer.from(page)
  for (let layer = 0; layer < layers; layer++) body = gzipSync(body)
  const codings = Array.from({ length: layers }, () => "gzip").join(",")
  return (_: unknown, response: ServerResponse) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": codings })
    response.end(body)
  }
}

let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  ;[site, server] = await Promise.all([serveFixtureSite(), startServer()])
  for (const [path, layers] of [
    ["/five", 5],
    ["/six", 6],
    ["/many", 3_000],
  ] as const)
    site.route(path, gzipped(layers))
}, 120_000)

afterAll(() => Promise.all([server?.stop(), site?.close()]).finally(removeTempFolders))

describe("an answer with stacked content codings", () => {
  it("is decoded up to 5; beyond, the target answered, so the audit is accepted and that page fails with too_large", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const answer = await startAudit(server.url, key, {
      urls: [site.url("/five"), site.url("/six"), site.url("/many")],
    })
    expect(answer.status, answer.text).toBe(202)
    const { id } = answer.json as { id: string }
    const [five, six, many] = (await waitForComplete(server.url, key, id)).pages
    expect(five?.status).toBe("done")
    expect(six).toMatchObject({
      status: "failed",
      error: {
        code: "too_large",
        error: `${site.url("/six")} declares 6 stacked content codings; svc undoes at most 5.`,
      },
    })
    expect(many).toMatchObject({
      status: "failed",
      error: {
        code: "too_large",
        error: `${site.url("/many")} declares 3000 stacked content codings; svc undoes at most 5.`,
      },
    })
  }, 60_000)
})
