import { ErrorBody, MAX_BODY_BYTES } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, comparable, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { type IssuedKey, issueKey, revokeKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"
import { holdWriteLock, openDatabase, query } from "./support/sqlite"

const NO_SUCH_AUDIT = "/api/v1/audits/00000000-0000-0000-0000-000000000000"

let site: FixtureSite
let slowSite: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite(["127.0.0.1"])
  site.route("/p/data.json", (_, response) => {
    response.writeHead(200, { "content-type": "application/json" })
    response.end('{"not":"a page"}')
  })
  // Its robots.txt answers after 6 s, so its pages stay `running` that long.
  slowSite = await serveFixtureSite(["127.0.0.2"])
  slowSite.delay("/robots.txt", 6_000)
  server = await startServer()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  await slowSite?.close()
  removeTempFolders()
})

describe("503 not_configured: a server with no key issued", () => {
  it("answers every call with not_configured and Retry-After, until a key is issued", async () => {
    for (const answer of [
      await call(server.url, NO_SUCH_AUDIT),
      await call(server.url, NO_SUCH_AUDIT, { key: "svc_whatever" }),
      await startAudit(server.url, "svc_whatever", { url: site.url("/") }),
    ]) {
      expectError(answer, 503, "not_configured")
    }
    expect((await call(server.url, "/healthz")).status).toBe(200)
    const key = await issueKey(server.db)
    expectError(await call(server.url, NO_SUCH_AUDIT, { key: key.key }), 404, "not_found")
  })
})

describe("with keys issued", () => {
  let key: IssuedKey
  let other: IssuedKey
  let done: { id: string }

  beforeAll(async () => {
    key = await issueKey(server.db, { pagesPerSite: 50 })
    other = await issueKey(server.db, { pagesPerSite: 50 })
    const started = await startAudit(server.url, key.key, { url: site.url("/p/done") })
    expect(started.status, started.text).toBe(202)
    done = started.json as { id: string }
    await waitForComplete(server.url, key.key, done.id)
  }, 120_000)

  describe("400 invalid_request", () => {
    const send = (body: string, contentType?: string) =>
      call(server.url, "/api/v1/audits", {
        key: key.key,
        method: "POST",
        body,
        headers: contentType === undefined ? {} : { "content-type": contentType },
      })

    it.each([
      ["not JSON", "{", undefined],
      ["JSON sent as text/plain", JSON.stringify({ url: "http://127.0.0.1/" }), "text/plain"],
      [
        "JSON in another charset",
        JSON.stringify({ url: "http://127.0.0.1/" }),
        "application/json; charset=latin1",
      ],
      ["an empty body", "", undefined],
      ["an array", "[]", undefined],
      ["a string", '"http://127.0.0.1/"', undefined],
      ["null", "null", undefined],
      ["neither url nor urls", "{}", undefined],
      ["an empty urls", JSON.stringify({ urls: [] }), undefined],
      [
        "eleven urls",
        JSON.stringify({ urls: Array.from({ length: 11 }, (_, i) => `http://127.0.0.1/${i}`) }),
        undefined,
      ],
      ["url and urls", JSON.stringify({ url: "http://127.0.0.1/", urls: ["http://127.0.0.1/"] }), undefined],
      ["a url that is not a string", JSON.stringify({ urls: [5] }), undefined],
      ["an ftp url", JSON.stringify({ url: "ftp://example.com/" }), undefined],
      ["userinfo", JSON.stringify({ url: "http://user:secret@example.com/" }), undefined],
      [
        "a url over 2,048 characters",
        JSON.stringify({ url: `http://example.com/${"a".repeat(2048)}` }),
        undefined,
      ],
      ["a relative url", JSON.stringify({ url: "/index.html" }), undefined],
    ])("%s", async (_, body, contentType) => {
      const answer = await send(body, contentType)
      const error = expectError(answer, 400, "invalid_request")
      expect(error.error.length).toBeGreaterThan(10)
    })

    it("a body over 64 KiB, with or without a Content-Length, and the server goes on serving", async () => {
      const padded = JSON.stringify({ url: site.url("/"), padding: "x".repeat(MAX_BODY_BYTES) })
      expect(expectError(await send(padded), 400, "invalid_request").error).toContain("64 KiB")
      const chunked = await fetch(`${server.url}/api/v1/audits`, {
        method: "POST",
        headers: { "x-api-key": key.key, "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(4096)))
            controller.close()
          },
        }),
        duplex: "half",
      } as RequestInit)
      expect(chunked.status).toBe(400)
      expect(await chunked.json()).toMatchObject({ code: "invalid_request" })
      expect((await call(server.url, NO_SUCH_AUDIT, { key: key.key })).status).toBe(404)
    })
  })

  it("400 invalid_query: more than 32 words, or not a string", async () => {
    const words = Array.from({ length: 33 }, (_, i) => `word${i}`).join(" ")
    for (const query of [words, 5, null, ["bread"]]) {
      expectError(await startAudit(server.url, key.key, { url: site.url("/"), query }), 400, "invalid_query")
    }
  })

  it("400 invalid_locale: anything but en, sk or es", async () => {
    for (const locale of ["de", "EN", "", null, 1]) {
      expectError(
        await startAudit(server.url, key.key, { url: site.url("/"), locale }),
        400,
        "invalid_locale",
      )
    }
  })

  it("400 bad_format: a format other than json or pdf, or format sent twice", async () => {
    for (const format of ["xml", "PDF", "html", "HTML", "", "json&format=pdf"]) {
      expectError(
        await call(server.url, `/api/v1/audits/${done.id}?format=${format}`, { key: key.key }),
        400,
        "bad_format",
      )
    }
  })

  it("400 bad_page: with format=pdf, a page that is not an index of the audit", async () => {
    for (const page of ["1", "01", "-1", "x", "0.0", "0&page=0"]) {
      expectError(
        await call(server.url, `/api/v1/audits/${done.id}?format=pdf&page=${page}`, { key: key.key }),
        400,
        "bad_page",
      )
    }
  })

  it("401 unauthorized: missing, malformed, unknown, revoked or conflicting keys all get the identical answer", async () => {
    const revoked = await issueKey(server.db)
    await revokeKey(server.db, revoked.id)
    const unknown = `svc_${"A".repeat(43)}`
    const answers = await Promise.all(
      [
        {},
        { "x-api-key": "not-a-key" },
        { "x-api-key": unknown },
        { authorization: `Bearer ${unknown}` },
        { "x-api-key": revoked.key },
        { authorization: `Bearer ${key.key}`, "x-api-key": other.key },
        { authorization: `Basic ${Buffer.from(`user:${key.key}`).toString("base64")}` },
        { authorization: key.key },
        { "x-api-key": "" },
      ].map((headers) => call(server.url, `/api/v1/audits/${done.id}`, { headers })),
    )
    const [first, ...rest] = answers
    if (first === undefined) throw new Error("no answer")
    expectError(first, 401, "unauthorized")
    expect(first.headers.get("www-authenticate")).toBe('Bearer realm="svc"')
    for (const answer of rest) expect(comparable(answer)).toEqual(comparable(first))
    // The start call too, before its body is read.
    expect(comparable(await startAudit(server.url, unknown, { url: site.url("/") }))).toEqual(
      comparable(first),
    )
  })

  it("either header carries the key, and both may carry the same one", async () => {
    for (const headers of [
      { authorization: `Bearer ${key.key}` },
      { authorization: `bearer ${key.key}` },
      { "x-api-key": key.key },
      { authorization: `Bearer ${key.key}`, "x-api-key": key.key },
    ]) {
      expect((await call(server.url, NO_SUCH_AUDIT, { headers })).status).toBe(404)
    }
  })

  it("404 not_found: an unknown id, an id that is no UUID, another key's audit, an unknown endpoint", async () => {
    expectError(await call(server.url, NO_SUCH_AUDIT, { key: key.key }), 404, "not_found")
    expectError(await call(server.url, "/api/v1/audits/no-such-thing", { key: key.key }), 404, "not_found")
    const theirs = await call(server.url, `/api/v1/audits/${done.id}`, { key: other.key })
    expect(comparable(theirs)).toEqual(comparable(await call(server.url, NO_SUCH_AUDIT, { key: other.key })))
    expectError(
      await call(server.url, `/api/v1/audits/${done.id}?format=pdf`, { key: other.key }),
      404,
      "not_found",
    )
    expectError(await call(server.url, "/api/v1/nothing-here", { key: key.key }), 404, "not_found")
    expectError(
      await call(server.url, `/api/v1/audits/${done.id}`, { key: key.key, method: "DELETE" }),
      404,
      "not_found",
    )
  })

  it("409 not_ready: the PDF of a page that is not done, with the page's status", async () => {
    const started = await startAudit(server.url, key.key, { url: slowSite.url("/p/slow") })
    expect(started.status).toBe(202)
    const { id } = started.json as { id: string }
    const body = expectError(
      await call(server.url, `/api/v1/audits/${id}?format=pdf`, { key: key.key }),
      409,
      "not_ready",
    )
    expect(["queued", "running"]).toContain("status" in body ? body.status : undefined)
  })

  it("409 not_ready for a page that failed says it failed and why, not that it has yet to finish", async () => {
    const started = await startAudit(server.url, key.key, { url: site.url("/p/data.json") })
    expect(started.status, started.text).toBe(202)
    const { id } = started.json as { id: string }
    const status = await waitForComplete(server.url, key.key, id)
    const [page] = status.pages
    if (page?.status !== "failed") throw new Error(`the page did not fail: ${JSON.stringify(page)}`)
    const body = expectError(
      await call(server.url, `/api/v1/audits/${id}?format=pdf&page=0`, { key: key.key }),
      409,
      "not_ready",
    )
    expect(body).toMatchObject({ status: "failed" })
    expect(body.error).toBe(
      `Page 0 failed and has no report: ${page.error.error} (not_html). Waiting will not change that; audit the page again once the cause is fixed.`,
    )
    expect(body.error).not.toContain("not finished")
  })

  it("410 use_async: the retired endpoint, and CLI and MCP clients below 0.3.0 on every call", async () => {
    expectError(await call(server.url, "/api/v1/audit"), 410, "use_async")
    expectError(
      await call(server.url, "/api/v1/audit?url=https://example.com/", { key: key.key }),
      410,
      "use_async",
    )
    for (const agent of ["svc-cli/0.2.9", "svc-mcp/0.1.0 node/20.11.0", "svc-cli/0.3.0-beta.2"]) {
      const headers = { "user-agent": agent }
      expectError(await call(server.url, NO_SUCH_AUDIT, { key: key.key, headers }), 410, "use_async")
      expectError(await call(server.url, NO_SUCH_AUDIT, { headers }), 410, "use_async")
      expectError(
        await call(server.url, "/api/v1/audits", { key: key.key, body: { url: site.url("/") }, headers }),
        410,
        "use_async",
      )
    }
    for (const agent of ["svc-cli/0.3.0", "svc-mcp/1.2.3", "curl/8.5.0", "my-svc-cli/0.1.0"]) {
      expect(
        (await call(server.url, NO_SUCH_AUDIT, { key: key.key, headers: { "user-agent": agent } })).status,
      ).toBe(404)
    }
  })

  it("502 unreachable: a target that refuses connections; no audit is created and no quota is spent", async () => {
    const fresh = await issueKey(server.db, { pagesPerSite: 50 })
    const answer = await startAudit(server.url, fresh.key, {
      urls: [site.url("/"), "http://127.0.0.1:1/closed"],
    })
    const body = expectError(answer, 502, "unreachable")
    expect(body).toMatchObject({ host: "127.0.0.1" })
    const audits = await query<{ count: number }>(
      server.db,
      "SELECT count(*) AS count FROM audits WHERE key_id = ?",
      fresh.id,
    )
    expect(audits[0]?.count).toBe(0)
    const usage = await query<{ kind: string; units: number }>(
      server.db,
      "SELECT kind, sum(units) AS units FROM usage_events WHERE key_id = ? GROUP BY kind",
      fresh.id,
    )
    expect(usage).toEqual([{ kind: "unreachable", units: 1 }])
  })

  it("502 report_failed: a stored result the PDF renderer refuses; the JSON stays readable", async () => {
    const started = await startAudit(server.url, key.key, { url: site.url("/p/report") })
    const { id } = started.json as { id: string }
    const database = await openDatabase(server.db)
    try {
      // Wait through the database, so the server has not read the result before it is edited.
      for (let tries = 0; ; tries++) {
        const [page] = await database.all<{ status: string }>(
          "SELECT pages.status FROM pages JOIN audits ON audits.seq = pages.audit_seq WHERE audits.id = ?",
          id,
        )
        if (page?.status === "done") break
        if (tries > 300) throw new Error("the page did not finish")
        await new Promise((done) => setTimeout(done, 100))
      }
      // As if a newer version had written a score this one cannot print.
      await database.exec(
        `UPDATE pages SET result = json_set(result, '$.score.svc', 140)
         WHERE audit_seq = (SELECT seq FROM audits WHERE id = '${id}')`,
      )
    } finally {
      await database.close()
    }
    expectError(
      await call(server.url, `/api/v1/audits/${id}?format=pdf`, { key: key.key }),
      502,
      "report_failed",
    )
    const status = await call(server.url, `/api/v1/audits/${id}`, { key: key.key })
    expect(status.status).toBe(200)
    expect(status.json).toMatchObject({
      status: "complete",
      pages: [{ status: "done", result: { score: { svc: 140 } } }],
    })
  })

  it("503 unavailable: the store cannot take the audit (its write lock is held elsewhere)", async () => {
    const release = await holdWriteLock(server.db)
    try {
      expectError(await startAudit(server.url, key.key, { url: site.url("/p/locked") }), 503, "unavailable")
    } finally {
      await release()
    }
    expect((await startAudit(server.url, key.key, { url: site.url("/p/locked") })).status).toBe(202)
  }, 30_000)

  it("every error body decodes with the contract's ErrorBody, and no answer carries CORS headers", async () => {
    const answers = [
      await call(server.url, NO_SUCH_AUDIT, { key: key.key, headers: { origin: "https://evil.example" } }),
      await call(server.url, NO_SUCH_AUDIT, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
      }),
      await call(server.url, `/api/v1/audits/${done.id}`, {
        key: key.key,
        headers: { origin: "https://evil.example" },
      }),
    ]
    for (const answer of answers) {
      expect([...answer.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([])
      if (answer.status >= 400) expect(Schema.is(ErrorBody)(answer.json)).toBe(true)
    }
  })
})
