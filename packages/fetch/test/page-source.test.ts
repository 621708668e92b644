import { readFileSync } from "node:fs"
import { Duration, Effect, Either, Exit, Fiber } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FETCHER_VERSION, PageSource, PageSourceLive, type PageSourceOptions } from "../src"
import { type LocalServer, startLocalServer } from "./support/local-server"

let server: LocalServer
const closedRequests: string[] = []

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    request.socket.once("close", () => closedRequests.push(request.url ?? ""))
    switch (request.url) {
      case "/":
        response.writeHead(200, { "content-type": "text/html" })
        response.end("<title>Home</title>")
        return
      case "/robots.txt":
        response.writeHead(200, { "content-type": "text/plain" })
        response.end("User-agent: *\nAllow: /\n")
        return
      case "/silent":
        return
      default:
        response.writeHead(404)
        response.end()
    }
  })
})
afterAll(() => server.close())

const run = <A, E>(effect: Effect.Effect<A, E, PageSource>, options: PageSourceOptions = {}) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(
        PageSourceLive({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] }, ...options }),
      ),
    ),
  )

describe("PageSource (Effect)", () => {
  it("fetches a snapshot: the page and its site files", async () => {
    const snapshot = await run(Effect.flatMap(PageSource, (source) => source.fetchSnapshot(server.url("/"))))
    expect(snapshot).toMatchObject({ finalUrl: server.url("/"), status: 200, body: "<title>Home</title>" })
    expect(snapshot.siteFiles.robots.state).toBe("present")
    expect(snapshot.siteFiles.sitemap).toMatchObject({
      state: "fetched",
      files: [{ state: "absent", status: 404 }],
    })
    expect(snapshot.siteFiles.llms).toMatchObject({ state: "absent", status: 404 })
  })

  it("fails with the typed error in the error channel", async () => {
    const result = await run(
      Effect.flatMap(PageSource, (source) => Effect.either(source.fetchPage(server.url("/")))),
      { policy: {} },
    )
    expect(Either.isLeft(result) && result.left._tag).toBe("NotPublic")
  })

  it("takes per-call limits, like the start call's 10-second deadline", async () => {
    const result = await run(
      Effect.flatMap(PageSource, (source) =>
        Effect.either(source.fetchPage(server.url("/silent"), { deadlineMs: 300 })),
      ),
    )
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "Timeout", limitMs: 300 })
  })

  it("aborts the request when the fiber is interrupted", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const source = yield* PageSource
        const fiber = yield* Effect.fork(source.fetchPage(server.url("/silent")))
        yield* Effect.sleep(Duration.millis(200))
        return yield* Fiber.interrupt(fiber)
      }),
    )
    expect(Exit.isInterrupted(exit)).toBe(true)
    await expect.poll(() => closedRequests.includes("/silent")).toBe(true)
  })

  it("closes its connections when the layer's scope closes, not seconds later at keep-alive's end", async () => {
    const closedHomes = () => closedRequests.filter((path) => path === "/").length
    const before = closedHomes()
    await run(Effect.flatMap(PageSource, (source) => source.fetchPage(server.url("/"))))
    await expect.poll(closedHomes, { timeout: 1_000 }).toBe(before + 1)
  })
})

describe("the User-Agent", () => {
  it("names the package's version", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    expect(FETCHER_VERSION).toBe(manifest.version)
  })
})
