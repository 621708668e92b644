import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { makePerformance, type PerformanceMeasurer, type PerformanceOptions } from "../src/performance"
import { MEASURE_SETTINGS } from "./serve"
import { processesMentioning } from "./support-processes"

const scratch = mkdtempSync(join(tmpdir(), "svc-performance-test-"))

interface Listener {
  readonly port: number
  readonly hits: (path?: string) => number
  readonly close: () => Promise<void>
}

/** A server on 127.0.0.1 answering each path from `routes` (404 otherwise), counting requests by path. */
const listen = async (routes: Record<string, string | "endless">): Promise<Listener> => {
  const hits = new Map<string, number>()
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/"
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const route = routes[path]
    // A page whose body never ends: it starts to render, but never finishes loading.
    if (route === "endless") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      response.write("<!doctype html><html lang=en><title>Slow</title><h1>Still loading</h1>")
      return
    }
    if (route === undefined) response.writeHead(404).end()
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(route)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    hits: (path) =>
      path === undefined ? [...hits.values()].reduce((sum, count) => sum + count, 0) : (hits.get(path) ?? 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A Performance service in a scope of its own, closed in afterAll. */
const scopes: Scope.CloseableScope[] = []
const service = async (options: PerformanceOptions): Promise<PerformanceMeasurer> => {
  const scope = Effect.runSync(Scope.make())
  scopes.push(scope)
  return Effect.runPromise(
    Scope.extend(makePerformance({ tempDir: scratch, settings: MEASURE_SETTINGS, ...options }), scope),
  )
}

let internal: Listener
let site: Listener
beforeAll(async () => {
  internal = await listen({ "/x": "secret" })
  site = await listen({
    "/": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bread</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Bread</h1><p>Rye and wheat.</p><img src="http://127.0.0.1:${internal.port}/x" alt="x"></body></html>`,
    "/endless": "endless",
  })
})
afterAll(async () => {
  await site.close()
  await internal.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe("the Performance service (real Chromium, one Chrome per service)", () => {
  it("measures mobile and desktop while Chromium cannot reach a loopback address the page embeds", async () => {
    requireTool("chromium")
    const performance = await service({ privateEndpoints: [`127.0.0.1:${site.port}`] })
    const run = await Effect.runPromise(performance.measure(`http://127.0.0.1:${site.port}/`))
    for (const figures of [run.figures.mobile, run.figures.desktop]) {
      expect(figures.seo).toBeGreaterThan(0)
      expect(figures.accessibility).toBeGreaterThan(0)
      expect(figures.performance).toBeGreaterThan(0)
    }
    expect(new Set(run.audits.map((entry) => entry.source))).toEqual(
      new Set(["lighthouse/mobile", "lighthouse/desktop"]),
    )
    expect(site.hits("/")).toBeGreaterThanOrEqual(2)
    expect(internal.hits()).toBe(0)
  }, 120_000)

  it("refuses a non-public page before starting any run", async () => {
    const performance = await service({ privateEndpoints: [`127.0.0.1:${site.port}`] })
    const exit = await Effect.runPromiseExit(performance.measure(`http://127.0.0.1:${internal.port}/x`))
    expect(exit).toMatchObject({ _tag: "Failure", cause: { error: { _tag: "TargetRefused" } } })
    const local = await Effect.runPromiseExit(performance.measure(`http://localhost:${internal.port}/x`))
    expect(local).toMatchObject({ _tag: "Failure", cause: { error: { _tag: "TargetRefused" } } })
    expect(internal.hits()).toBe(0)
  })

  it("control: with private targets allowed the same page does reach the embedded address", async () => {
    requireTool("chromium")
    const performance = await service({ allowPrivateTargets: true })
    await Effect.runPromise(performance.measure(`http://127.0.0.1:${site.port}/`))
    expect(internal.hits("/x")).toBeGreaterThan(0)
  }, 120_000)

  it("kills a hung run at its budget and starts a fresh Chrome for the next page", async () => {
    requireTool("chromium")
    const performance = await service({ privateEndpoints: [`127.0.0.1:${site.port}`], runBudgetMs: 12_000 })
    const hung = await Effect.runPromiseExit(performance.measure(`http://127.0.0.1:${site.port}/endless`))
    expect(hung).toMatchObject({
      _tag: "Failure",
      cause: { error: { _tag: "MeasurementFailed", timedOut: true, formFactor: "mobile" } },
    })
    const next = await Effect.runPromise(performance.measure(`http://127.0.0.1:${site.port}/`))
    expect(next.figures.mobile.seo).toBeGreaterThan(0)
  }, 120_000)

  it("fails with how to install Chromium when the binary is missing", async () => {
    const performance = await service({
      chromePath: join(scratch, "no-chromium"),
      privateEndpoints: [`127.0.0.1:${site.port}`],
    })
    const error = await Effect.runPromise(Effect.flip(performance.measure(`http://127.0.0.1:${site.port}/`)))
    expect(error._tag).toBe("ChromeUnavailable")
    expect(error.message).toContain('"apt-get install -y chromium"')
    expect(error.message).toContain("performance is unmeasured")
  })

  it("leaves no Chromium process and no profile folder once every scope is closed", async () => {
    for (const scope of scopes.splice(0)) await Effect.runPromise(Scope.close(scope, Exit.void))
    expect(processesMentioning(scratch)).toEqual([])
    expect(readdirSync(scratch)).toEqual([])
  })
})
