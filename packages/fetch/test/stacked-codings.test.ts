import type { ServerResponse } from "node:http"
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Fetcher, failureCodeOf, isFetchError, pageLimits } from "../src"
import { type LocalServer, startLocalServer } from "./support/local-server"

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>ok</body></html>`

const encoders: Readonly<Record<string, (bytes: Buffer) => Buffer>> = {
  gzip: gzipSync,
  br: brotliCompressSync,
  deflate: deflateSync,
  identity: (bytes) => bytes,
}

/** A page with `codings` applied in order, as `Content-Encoding` lists them. */
const encoded = (title: string, codings: ReadonlyArray<string>): Buffer =>
  codings.reduce<Buffer>((bytes, coding) => (encoders[coding] ?? gzipSync)(bytes), Buffer.from(html(title)))

type Route = (response: ServerResponse) => void

/** The codings in one `Content-Encoding` header; without spaces 3,000 of them fit in its 16 KiB. */
const stacked =
  (title: string, codings: ReadonlyArray<string>): Route =>
  (response) => {
    response.writeHead(200, { "content-type": "text/html", "content-encoding": codings.join(",") })
    response.end(encoded(title, codings))
  }

const gzips = (count: number): ReadonlyArray<string> => Array.from({ length: count }, () => "gzip")

const routes: Record<string, Route> = {
  "/five-gzip": stacked("five", gzips(5)),
  "/five-mixed": stacked("mixed", ["gzip", "br", "identity", "deflate", "gzip"]),
  "/six-gzip": stacked("six", gzips(6)),
  "/three-thousand-gzip": stacked("many", gzips(3_000)),
  // The same six, one header line each: the lines are one list (RFC 9110).
  "/six-lines": (response) => {
    response.writeHead(200, [
      ["content-type", "text/html"],
      ...gzips(6).map((coding) => ["content-encoding", coding]),
    ])
    response.end(encoded("lines", gzips(6)))
  },
}

let server: LocalServer
let fetcher: Fetcher

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const route = routes[request.url ?? ""]
    if (route) route(response)
    else response.writeHead(404).end()
  })
  fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
})
afterAll(async () => {
  await fetcher.close()
  await server.close()
})

const failureOf = (path: string) =>
  fetcher.fetchPage(server.url(path), pageLimits).then(
    (fetched) => ({ _tag: "fetched", fetched }) as Record<string, unknown>,
    (error: Record<string, unknown>) => error,
  )

describe("stacked content codings (at most 5, as undici's fetch)", () => {
  it.each([
    ["/five-gzip", "five"],
    ["/five-mixed", "mixed"],
  ])("decodes %s", async (path, title) => {
    expect((await fetcher.fetchPage(server.url(path), pageLimits)).body).toContain(`<title>${title}</title>`)
  })

  it.each([
    ["/six-gzip", 6],
    ["/six-lines", 6],
    ["/three-thousand-gzip", 3_000],
  ])("fails %s as a page too large for svc, without decoding it", async (path, codings) => {
    const error = await failureOf(path)
    expect(error).toMatchObject({ _tag: "TooManyCodings", host: "127.0.0.1", codings, limit: 5 })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("too_large")
    expect(error.message).toBe(
      `${server.url(path)} declares ${codings} stacked content codings; svc undoes at most 5.`,
    )
  })

  it("frees the connection of every refused body: the pool of 6 still serves after 12 refusals", async () => {
    for (let round = 0; round < 12; round++)
      expect(await failureOf("/six-gzip")).toMatchObject({ _tag: "TooManyCodings" })
    expect((await fetcher.fetchPage(server.url("/five-gzip"), pageLimits)).body).toContain("five")
  })
})
