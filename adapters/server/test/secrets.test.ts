import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKeys, revokeKey } from "./support/keys"
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
let keyHolder: RunningServer | undefined

beforeAll(async () => {
  site = await serveFixtureSite()
}, 60_000)

afterAll(async () => {
  await Promise.all([server?.stop(), keyHolder?.stop()])
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

describe("a key inside what is audited", () => {
  it("is refused in every form, the body alone, split or encoded, in any URL and in the phrase", async () => {
    keyHolder = await startServer({ workers: 0 })
    const [caller, other] = await issueKeys(keyHolder.db, 2)
    if (caller === undefined || other === undefined) throw new Error("no keys issued")
    // Another key holder's key (revoked too) is as secret as the caller's own.
    await revokeKey(keyHolder.db, other.id)
    const body = other.key.slice("svc_".length)
    const hostile = [
      site.url(`/p/${body}`),
      site.url(`/p/${body.slice(0, 20)}/${body.slice(20)}`),
      site.url(`/p/${body.slice(0, 10)}/x/`.replace("/x/", `/${body.slice(10, 30)}.${body.slice(30)}`)),
      site.url(`/p/?t=${Buffer.from(body).toString("base64")}`),
      site.url(`/p/?t=${Buffer.from(other.key).toString("base64url")}`),
      site.url(`/p/${encodeURIComponent(Buffer.from(`token:${body}`).toString("base64"))}`),
    ]
    for (const url of hostile) {
      const refused = await startAudit(keyHolder.url, caller.key, { urls: [site.url("/p/fine"), url] })
      expectError(refused, 400, "invalid_request")
      expect(leaks(refused.text, other.key)).toEqual([])
    }
    for (const query of [
      body,
      `bread ${body.slice(0, 21)}/${body.slice(21)}`,
      Buffer.from(body).toString("base64"),
    ])
      expectError(
        await startAudit(keyHolder.url, caller.key, { url: site.url("/p/q"), query }),
        400,
        "invalid_query",
      )

    // A long path that is nobody's key is audited.
    const plain = site.url(
      `/p/${"a1B2c3D4".repeat(12)}/${Buffer.from("not a key at all, just a long token").toString("base64")}`,
    )
    const accepted = await startAudit(keyHolder.url, caller.key, { url: plain, query: "bread" })
    expect(accepted.status, accepted.text).toBe(202)

    await keyHolder.stop()
    expect(leaks(databaseBytes(keyHolder.db).toString("latin1"), other.key)).toEqual([])
    expect(leaks(databaseBytes(keyHolder.db).toString("latin1"), body)).toEqual([])
  }, 180_000)
})
