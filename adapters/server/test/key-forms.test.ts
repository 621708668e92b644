import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, expectError, startAudit } from "./support/api"
import { issueKey } from "./support/keys"
import { databaseBytes, type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const hex = (char: string): string => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`

/** The ways a key (`svc_` and its 43-character body) can be written into a URL or a path. */
const prefixedForms = (body: string): ReadonlyArray<string> => [
  `svc_${body}`,
  `SVC_${body}`,
  `Svc_${body}`,
  `%73vc_${body}`,
  `svc%5F${body}`,
  `svc%5f${body}`,
  `%53%56%43%5F${body}`,
  `%2573vc%255F${body}`,
  [...`svc_${body}`].map(hex).join(""),
  `svc_${[...body.slice(0, 12)].map(hex).join("")}${body.slice(12)}`,
]

/** Undoes percent-escapes until none is left, as whoever reads a log or a database file could. */
const decodedFully = (text: string): string => {
  const next = text.replace(/%([0-9A-Fa-f]{2})/g, (_, code: string) =>
    String.fromCharCode(Number.parseInt(code, 16)),
  )
  return next === text ? text : decodedFully(next)
}

/** The 12-character pieces of the key's body readable in the text, as written or decoded. */
const leaks = (text: string, body: string): ReadonlyArray<string> => {
  const decoded = decodedFully(text)
  return Array.from({ length: body.length - 11 }, (_, start) => body.slice(start, start + 12)).filter(
    (piece) => text.includes(piece) || decoded.includes(piece),
  )
}

let server: RunningServer
let key: string
let body: string

beforeAll(async () => {
  server = await startServer()
  key = (await issueKey(server.db, { pagesPerSite: 50 })).key
  body = key.slice("svc_".length)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

describe("a key never leaves the caller", () => {
  it("a URL (400 invalid_request) or a query (400 invalid_query) carrying the key in any form is refused before anything is fetched or stored, and nothing of it is logged", async () => {
    for (const form of prefixedForms(body)) {
      for (const url of [
        `https://example.com/account?api_key=${form}`,
        `https://example.com/${form}/page`,
        `http://127.0.0.1:9/?k=${form}`,
      ]) {
        const answer = await startAudit(server.url, key, { urls: ["https://example.com/", url] })
        const error = expectError(answer, 400, "invalid_request")
        expect(error.error).toMatch(/^urls\[1\] holds what looks like an svc API key/)
        expect(leaks(answer.text, body)).toEqual([])
      }
    }
    for (const form of prefixedForms(body)) {
      const answer = await startAudit(server.url, key, {
        url: "https://example.com/",
        query: `bread ${form}`,
      })
      expectError(answer, 400, "invalid_query")
      expect(leaks(answer.text, body)).toEqual([])
    }
    // Nothing was started: the audit log and the pages stay empty.
    expect(server.logs().filter((line) => line.msg === "audit queued")).toEqual([])
    expect(leaks(databaseBytes(server.db).toString("latin1"), body)).toEqual([])
    expect(leaks(server.stderr(), body)).toEqual([])
  }, 60_000)

  it("the request log masks the key in a path in every form, the bare body too", async () => {
    const before = server.logs().length
    const forms = [...prefixedForms(body), body]
    for (const form of forms) {
      const answers = [
        await call(server.url, `/api/v1/audits/${form}`, { key }),
        await call(server.url, `/${form}`),
        await call(server.url, `/api/v1/${form}/x`, { key }),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404])
      for (const answer of answers) expect(leaks(answer.text, body)).toEqual([])
    }
    const requests = server.logs().slice(before)
    expect(requests.filter((line) => line.msg === "request")).toHaveLength(forms.length * 3)
    for (const line of requests) expect(String(line.path)).toContain("svc_…")
    expect(leaks(server.stderr(), body)).toEqual([])
  }, 60_000)
})
