import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import type { StatusRecord } from "@svc/contract"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeSvcClient, type SvcClientError } from "../src/index"

// The client against a real HTTP server on 127.0.0.1 that answers what each test scripts.
interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly at: number
  readonly body: string
}
interface Answer {
  readonly status: number
  readonly type: string
  readonly body: string | Buffer
}
let answer: (seen: Seen, index: number) => Answer = () => ({ status: 500, type: "text/plain", body: "" })
let seen: Seen[] = []
let baseUrl = ""
const server = createServer((request, response) => {
  const at = Date.now()
  const chunks: Array<Buffer> = []
  request.on("data", (chunk: Buffer) => chunks.push(chunk))
  request.on("end", () => {
    const entry = {
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      at,
      body: Buffer.concat(chunks).toString("utf8"),
    }
    seen.push(entry)
    const { status, type, body } = answer(entry, seen.length - 1)
    response.writeHead(status, { "content-type": type })
    response.end(body)
  })
})

beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

const script = (next: typeof answer) => {
  seen = []
  answer = next
}
const key = "svc_test-key-0000000000000000000000"
const client = () =>
  Effect.runPromise(makeSvcClient({ baseUrl, key: Redacted.make(key), userAgent: "svc-cli/0.3.0" }))
const failureOf = async <A>(effect: Effect.Effect<A, SvcClientError>) =>
  Effect.runPromise(Effect.flip(effect))
const json = (status: number, value: unknown): Answer => ({
  status,
  type: "application/json",
  body: JSON.stringify(value),
})

const id = "9a4e8f1c-3b2d-4e5f-8a6b-7c8d9e0f1a2b"
const running: StatusRecord = {
  version: 1,
  id,
  status: "running",
  createdAt: "2026-11-23T10:00:00.000Z",
  queue: { position: 0, pagesAhead: 0, etaSeconds: 20, samples: 3 },
  pages: [{ url: "https://bakery.example/", status: "running" }],
}

describe("@svc/client over real HTTP", () => {
  it("fetches the server's PDF with the key and the User-Agent, and decodes an error answer into the contract's error", async () => {
    const pdf = Buffer.from("%PDF-1.7\n…\n%%EOF\n", "utf8")
    script(() => ({ status: 200, type: "application/pdf", body: pdf }))
    const svc = await client()
    const bytes = await Effect.runPromise(svc.getReport(id, 2))
    expect(Buffer.from(bytes).equals(pdf)).toBe(true)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe(`/api/v1/audits/${id}?format=pdf&page=2`)
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${key}`)
    expect(seen[0]?.headers["user-agent"]).toBe("svc-cli/0.3.0")

    script(() => json(409, { error: "Page 0 is still running.", code: "not_ready", status: "running" }))
    const notReady = await failureOf(svc.getReport(id, 0))
    expect(notReady).toMatchObject({ _tag: "NotReady", code: "not_ready", status: "running" })
    expect(seen).toHaveLength(1)
  })

  it("stops polling when `within` has passed and answers the last record; a key check is a 404 for a valid key", async () => {
    script(() => json(200, running))
    const svc = await client()
    const record = await Effect.runPromise(svc.waitForAudit(id, { within: "1 second" }))
    expect(record.status).toBe("running")
    expect(seen.map((request) => request.url)).toEqual([`/api/v1/audits/${id}`, `/api/v1/audits/${id}`])

    script(() => json(404, { error: "No audit has this id.", code: "not_found" }))
    await Effect.runPromise(svc.checkKey)
    script(() => json(401, { error: "The key is not valid.", code: "unauthorized" }))
    expect(await failureOf(svc.checkKey)).toMatchObject({ _tag: "Unauthorized", code: "unauthorized" })
  })

  it("starts a crawl with the start call's crawl field, once, and answers the start record", async () => {
    const start = {
      version: 1,
      id,
      status: "queued",
      pages: 1,
      queries: [{ url: "https://bakery.example/", query: { primary: "", source: "none" } }],
      statusUrl: `/api/v1/audits/${id}`,
      crawl: { pageBudget: 40 },
    }
    script(() => json(202, start))
    const svc = await client()
    const record = await Effect.runPromise(
      svc.startCrawl("https://bakery.example/", { maxPages: 40, exclude: ["/tag/**"] }, { locale: "sk" }),
    )
    expect(record).toEqual(start)
    expect(seen.map((request) => [request.method, request.url])).toEqual([["POST", "/api/v1/audits"]])
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      url: "https://bakery.example/",
      crawl: { maxPages: 40, exclude: ["/tag/**"] },
      locale: "sk",
    })
  })

  it("retries a gateway's 502 page after 2 seconds, and names the server when it keeps failing", async () => {
    script((_, index) =>
      index === 0 ? { status: 502, type: "text/html", body: "<h1>Bad gateway</h1>" } : json(200, running),
    )
    const svc = await client()
    const record = await Effect.runPromise(svc.getAudit(id))
    expect(record.id).toBe(id)
    expect(seen).toHaveLength(2)
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(1_900)

    script(() => ({ status: 200, type: "text/html", body: "<h1>Not the svc API</h1>" }))
    const unexpected = await failureOf(svc.getAudit(id))
    expect(unexpected._tag).toBe("ServerUnreachable")
    expect(unexpected.message).toContain(`The svc server at ${baseUrl} answered`)
    expect(seen).toHaveLength(1)
  })
})
