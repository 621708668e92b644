import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import {
  databaseBytes,
  type RunningServer,
  removeTempFolders,
  runBin,
  startServer,
  tempFolder,
} from "./support/server-process"

/** Every 12-character piece of the key: finding any of them means part of the key leaked. */
const piecesOf = (key: string): ReadonlyArray<string> =>
  Array.from({ length: key.length - 11 }, (_, start) => key.slice(start, start + 12))

const leaks = (haystack: string, key: string): ReadonlyArray<string> =>
  piecesOf(key).filter((piece) => haystack.includes(piece))

let site: FixtureSite
let server: RunningServer | undefined

beforeAll(async () => {
  site = await serveFixtureSite()
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

describe("the key is never kept", () => {
  it("appears nowhere in the database files or the server's output, whatever the calls", async () => {
    const db = `${tempFolder()}/svc.db`
    const created = await runBin([
      "keys",
      "create",
      "--db",
      db,
      "--label",
      "secret-holder",
      "--pages-per-site",
      "50",
    ])
    expect(created.code, created.stderr).toBe(0)
    const key = created.stdout.trimEnd().split("\n").at(-1) ?? ""
    expect(key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/)
    expect(leaks(created.stderr, key)).toEqual([])

    server = await startServer({ db })
    const answers = [
      await startAudit(server.url, key, { url: site.url("/p/secret") }),
      await call(server.url, "/api/v1/audits", {
        body: { url: site.url("/") },
        headers: { authorization: `Bearer ${key}x` },
      }),
      await call(server.url, "/api/v1/audits", { body: { url: key }, key }),
      await call(server.url, `/api/v1/audits/${key}`, { key }),
      await call(server.url, `/api/v1/audits/00000000-0000-0000-0000-000000000000?key=${key}`, { key }),
      await call(server.url, `/api/v1/${key}`, {
        headers: { authorization: `Bearer ${key}`, "x-api-key": `${key}y` },
      }),
    ]
    const [started] = answers
    expect(started?.status).toBe(202)
    const { id } = (started?.json ?? {}) as { id: string }
    await waitForComplete(server.url, key, id)
    expect((await call(server.url, `/api/v1/audits/${id}?format=pdf`, { key })).status).toBe(200)
    for (const answer of answers) expect(leaks(answer.text, key)).toEqual([])

    const listed = await runBin(["keys", "list", "--db", db])
    expect(listed.stdout).toContain("secret-holder")
    expect(leaks(listed.stdout + listed.stderr, key)).toEqual([])

    await server.stop()
    expect(leaks(server.stdout() + server.stderr(), key)).toEqual([])
    expect(server.logs().some((line) => line.key === "secret-holder")).toBe(true)
    expect(leaks(databaseBytes(db).toString("latin1"), key)).toEqual([])
  }, 180_000)
})
