import { connect } from "node:net"
import { ErrorBody } from "@svc/contract"
import { Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "./support/api"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

let server: RunningServer
let key: IssuedKey

beforeAll(async () => {
  server = await startServer({ workers: 0 })
  key = await issueKey(server.db, { pagesPerSite: 50 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

const isErrorBody = Schema.is(ErrorBody)
const segment = fc.oneof(
  fc.constantFrom("api", "v1", "audits", "audit", "healthz", "..", "%00", "%ff"),
  fc.string(),
)
const path = fc.oneof(
  fc.constantFrom("/api/v1/audits", "/api/v1/audit", "/api/v1/audits/00000000-0000-0000-0000-000000000000"),
  fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.map(encodeURIComponent).join("/")}`),
)
const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "?format=pdf",
    "?format=json&page=0",
    "?format=pdf&page=99",
    "?page=-1&format=pdf&format=json",
  ),
  fc
    .dictionary(fc.constantFrom("format", "page", "url", "x"), fc.string(), { maxKeys: 3 })
    .map((params) => `?${new URLSearchParams(params).toString()}`),
)
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record({
      urls: fc.array(fc.oneof(fc.webUrl(), fc.string()), { maxLength: 12 }),
      query: fc.anything(),
      locale: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
  fc.string(),
)
const headers = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/json; charset=utf-16",
      "",
      "x/y",
    ),
    "x-api-key": fc.oneof(
      fc.constant("VALID"),
      fc.string({ maxLength: 60 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    ),
    "user-agent": fc.constantFrom("svc-cli/0.2.0", "svc-mcp/9.9.9", "curl/8", "svc-cli/0.3.0-"),
  },
  { requiredKeys: [] },
)

describe("nothing a caller sends yields a 500 or stops the server", () => {
  it("answers random requests with a documented status and, for errors, the contract's body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        path,
        query,
        body,
        headers,
        async (method, target, search, payload, sent) => {
          const requestHeaders = Object.fromEntries(
            Object.entries(sent).map(([name, value]) => [name, value === "VALID" ? key.key : value]),
          )
          const answer = await call(server.url, `${target}${search}`, {
            method,
            headers: requestHeaders,
            ...(payload === undefined || method === "GET" ? {} : { body: payload }),
          })
          expect([200, 202, 400, 401, 404, 409, 410, 429, 502, 503]).toContain(answer.status)
          if (answer.status >= 400) expect(isErrorBody(answer.json)).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
    expect((await call(server.url, "/healthz")).status).toBe(200)
  }, 180_000)

  it("survives bytes that are not HTTP, and huge headers", async () => {
    const port = Number(new URL(server.url).port)
    for (const garbage of [
      "\u0000\u0001\u0002 not http\r\n\r\n",
      `GET / HTTP/1.1\r\nX: ${"a".repeat(100_000)}\r\n\r\n`,
    ]) {
      await new Promise<void>((done) => {
        const socket = connect(port, "127.0.0.1", () => socket.end(garbage))
        socket.on("error", () => done())
        socket.on("close", () => done())
        socket.resume()
      })
    }
    expect((await call(server.url, "/healthz")).status).toBe(200)
    expect(server.process.exitCode).toBeNull()
  }, 60_000)
})
