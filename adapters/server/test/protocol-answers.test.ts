import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LanedServer } from "../src/http/laned-server"
import { type Answer, call, expectError } from "./support/api"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const NO_SUCH_AUDIT = "/api/v1/audits/00000000-0000-0000-0000-000000000000"

/** Decodes a chunked body (what the framework sends when it streams an answer). */
const unchunked = (body: string): string => {
  let rest = body
  let text = ""
  for (;;) {
    const lineEnd = rest.indexOf("\r\n")
    const size = Number.parseInt(rest.slice(0, lineEnd), 16)
    if (!(size > 0)) return text
    text += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}

/** The answer read off the wire: status line, headers and body, until the server closes the connection. */
const parsed = (wire: string): Answer => {
  const headEnd = wire.indexOf("\r\n\r\n")
  expect(headEnd, `no complete answer: ${JSON.stringify(wire)}`).toBeGreaterThan(0)
  const [statusLine = "", ...lines] = wire.slice(0, headEnd).split("\r\n")
  const headers = new Headers(
    lines.map((line): [string, string] => [
      line.slice(0, line.indexOf(":")),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  )
  const rawBody = wire.slice(headEnd + 4)
  const text = headers.get("transfer-encoding") === "chunked" ? unchunked(rawBody) : rawBody
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: Number(statusLine.split(" ")[1]), headers, text, json }
}

/** Sends bytes on a new TCP connection and reads everything until the server closes it. */
const exchange = (port: number, bytes: string | Buffer): Promise<Answer> =>
  new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Buffer[] = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", fail)
    socket.on("close", () => {
      try {
        done(parsed(Buffer.concat(chunks).toString("latin1")))
      } catch (error) {
        fail(error)
      }
    })
    socket.write(bytes)
  })

const portOf = (url: string): number => Number(new URL(url).port)

let server: RunningServer
let key: IssuedKey
let other: IssuedKey

beforeAll(async () => {
  server = await startServer()
  key = await issueKey(server.db)
  other = await issueKey(server.db)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

describe("every answer is the contract's JSON, also for what never becomes a request", () => {
  const send = (bytes: string | Buffer) => exchange(portOf(server.url), bytes)

  it.each([
    ["an unknown method", "FOO / HTTP/1.1\r\nHost: x\r\n\r\n", 400, /method is not an HTTP method/],
    [
      "a control byte in a header value",
      "GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n",
      400,
      /not valid HTTP\/1\.1 \(Invalid header value char\)/,
    ],
    [
      "a space in a header name",
      "GET /healthz HTTP/1.1\r\nHost: x\r\nBad Name: a\r\n\r\n",
      400,
      /not valid HTTP\/1\.1/,
    ],
    ["an unknown HTTP version", "GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 400, /not valid HTTP\/1\.1/],
    [
      "two different Content-Length headers",
      "POST /api/v1/audits HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
      400,
      /not valid HTTP\/1\.1/,
    ],
    ["the HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400, /HTTP\/1\.1 only, not HTTP\/2/],
    ["a TLS ClientHello", Buffer.from("16030100a5010000a10303", "hex"), 400, /plain HTTP, not TLS/],
    [
      "a header section over 16 KiB",
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
      /larger than the 16 KiB/,
    ],
    [
      "an HTTP/1.1 request without Host",
      "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n",
      400,
      /must carry a Host header/,
    ],
    [
      "an Expect it cannot meet",
      "GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n",
      417,
      /Expect header/,
    ],
  ])("%s: invalid_request", async (_, bytes, status, message) => {
    const answer = await send(bytes)
    expect(answer.status).toBe(status)
    expect(answer.json).toMatchObject({ code: "invalid_request" })
    // The contract's ErrorBody, with the media type and no-store of every API answer.
    expectError({ ...answer, status: 400 }, 400, "invalid_request")
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect((answer.json as { error: string }).error).toMatch(message)
  })

  it("bad chunking in a start call's body: 400 invalid_request", async () => {
    const answer = await send(
      `POST /api/v1/audits HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${key.key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    )
    const error = expectError(answer, 400, "invalid_request")
    expect(error.error).toMatch(/chunk/)
  })

  it("CONNECT: 404 not_found, as any other request for no endpoint", async () => {
    const answer = await send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
    const error = expectError(answer, 404, "not_found")
    expect(error.error).toBe("No such endpoint: CONNECT example.com:443.")
  })

  it("the server still answers after all of them", async () => {
    expect((await call(server.url, "/healthz")).status).toBe(200)
  })
})

describe("two Authorization headers", () => {
  const withAuthorizations = (...values: ReadonlyArray<string>) =>
    exchange(
      portOf(server.url),
      `GET ${NO_SUCH_AUDIT} HTTP/1.1\r\nHost: x\r\n${values.map((value) => `Authorization: ${value}\r\n`).join("")}Connection: close\r\n\r\n`,
    )
  /** The same, asking to upgrade the connection: Node hands such a request to another handler. */
  const upgradeWithAuthorizations = (...values: ReadonlyArray<string>) =>
    exchange(
      portOf(server.url),
      `GET ${NO_SUCH_AUDIT} HTTP/1.1\r\nHost: x\r\n${values.map((value) => `Authorization: ${value}\r\n`).join("")}Connection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
    )

  it("one valid key alone is accepted: 404 for an audit that does not exist (decision 9)", async () => {
    expect((await withAuthorizations(`Bearer ${key.key}`)).status).toBe(404)
  })

  it.each([
    ["two valid keys", () => [`Bearer ${key.key}`, `Bearer ${other.key}`]],
    ["a valid key, then another value", () => [`Bearer ${key.key}`, "Bearer svc_nonsense"]],
    ["another value, then a valid key", () => [`Basic dXNlcjpwYXNz`, `Bearer ${key.key}`]],
    ["the same key twice", () => [`Bearer ${key.key}`, `Bearer ${key.key}`]],
  ])("%s: 401, identical to every other 401 (decisions 7 and 8)", async (_, values) => {
    const answer = await withAuthorizations(...values())
    const missing = await call(server.url, NO_SUCH_AUDIT)
    expectError(answer, 401, "unauthorized")
    expect(answer.text).toBe(missing.text)
    expect(answer.headers.get("www-authenticate")).toBe(missing.headers.get("www-authenticate"))
  })

  it("on a request that asks for an upgrade too: one key 404, two keys 401", async () => {
    expect((await upgradeWithAuthorizations(`Bearer ${key.key}`)).status).toBe(404)
    const answer = await upgradeWithAuthorizations(`Bearer ${key.key}`, `Bearer ${other.key}`)
    expectError(answer, 401, "unauthorized")
  })
})

describe("an upgrade request without Host", () => {
  it("is 400 invalid_request", async () => {
    const answer = await exchange(
      portOf(server.url),
      "GET /healthz HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
    )
    const error = expectError(answer, 400, "invalid_request")
    expect(error.error).toMatch(/must carry a Host header/)
  })
})

describe("a request that does not arrive in time", () => {
  it("gets 408 with the contract's JSON (Node's request timeout, shortened for the test)", async () => {
    const laned = new LanedServer({ connectionsCheckingInterval: 100 })
    laned.headersTimeout = 500
    laned.requestTimeout = 500
    await new Promise<void>((done) => laned.listen(0, "127.0.0.1", done))
    try {
      const address = laned.address()
      if (address === null || typeof address === "string") throw new Error("no port")
      const answer = await exchange(address.port, "GET /healthz HTTP/1.1\r\nHost: x\r\n")
      expect(answer.status).toBe(408)
      expect(answer.json).toEqual({
        error: "The request did not arrive completely in time.",
        code: "invalid_request",
      })
    } finally {
      laned.closeAllConnections()
      await new Promise((done) => laned.close(done))
    }
  })
})
