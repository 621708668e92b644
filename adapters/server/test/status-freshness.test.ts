import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, startAudit } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"
import { failAuditPages } from "./support/sqlite"

let site: FixtureSite
let server: RunningServer
let key: IssuedKey

// No workers: the pages stay queued unless this test moves them.
beforeAll(async () => {
  site = await serveFixtureSite()
  server = await startServer({ workers: 0 })
  key = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

const poll = async (id: string) => {
  const answer = await call(server.url, `/api/v1/audits/${id}`, { key: key.key })
  expect(answer.status, answer.text).toBe(200)
  return answer.json as {
    status: string
    queue: { position: number; pagesAhead: number }
    pages: Array<unknown>
  }
}

/** Polls until `done` holds of the record (the server looks for other connections' commits every 100 ms). */
const pollUntil = async (id: string, done: (record: Awaited<ReturnType<typeof poll>>) => boolean) => {
  let record = await poll(id)
  for (let tries = 0; !done(record) && tries < 50; tries++) {
    await new Promise((resume) => setTimeout(resume, 100))
    record = await poll(id)
  }
  return record
}

describe("a status record the server keeps ready", () => {
  it("shows what another process sharing the database file changed once the server's writer has looked (every 100 ms)", async () => {
    const first = (await startAudit(server.url, key.key, { url: site.url("/p/first") })).json as {
      id: string
    }
    const second = (await startAudit(server.url, key.key, { url: site.url("/p/second") })).json as {
      id: string
    }
    // Polled twice: the second answer is the record kept from the first.
    await poll(second.id)
    expect(await poll(second.id)).toMatchObject({ status: "queued", queue: { position: 2, pagesAhead: 1 } })

    await failAuditPages(server.db, first.id)
    expect(await pollUntil(first.id, (record) => record.status === "complete")).toMatchObject({
      status: "complete",
      pages: [{ status: "failed", error: { code: "timeout", error: "Took too long." } }],
    })
    expect(await pollUntil(second.id, (record) => record.queue.position === 1)).toMatchObject({
      status: "queued",
      queue: { position: 1, pagesAhead: 0 },
    })
  })
})
