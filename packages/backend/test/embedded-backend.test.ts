import { NotFound, QueueFull, Unreachable } from "@svc/contract"
import { Context, Effect, Either, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FixtureSite, serveFixtureSite } from "../../audit/test/support/fixture-site"
import { AuditBackend, type AuditState } from "../src/audit-backend"
import { auditBackendLayer, type BackendOptions } from "../src/backend-layer"

// The embedded backend as the adapters build it (auditBackendLayer, without Lighthouse), over the
// demo bakery site on 127.0.0.1: svc-mcp's way (the page fetched at start) and svc's (every page in
// the audit, with the site figures).

/** While it is held back, every audit of the site stays running (its robots.txt does not answer). */
let releaseRobots: Array<() => void> = []
let holdRobots = false
let site: FixtureSite

const options = (fetchAtStart: boolean, keepFinished?: number): BackendOptions => ({
  remote: {
    userAgent: "svc-backend-test",
    onRetry: () => Effect.void,
    missingKey: { refused: "at-call", message: () => "no key" },
  },
  embedded: {
    allowPrivateTargets: true,
    lighthouse: false,
    fetchAtStart,
    processName: "this test",
    keepFinished,
  },
})

const embedded = { _tag: "embedded", lighthouse: false, keyUnused: false } as const
const mcpWay = ManagedRuntime.make(auditBackendLayer(embedded, options(true, 1)))
const cliWay = ManagedRuntime.make(auditBackendLayer(embedded, options(false)))
const backendOf = (runtime: typeof mcpWay) =>
  runtime.runPromise(Effect.map(Effect.context<AuditBackend>(), Context.get(AuditBackend)))
const attempt = <A, E>(runtime: typeof mcpWay, effect: Effect.Effect<A, E>) =>
  runtime.runPromise(Effect.either(effect))

beforeAll(async () => {
  site = await serveFixtureSite(
    `${import.meta.dirname}/../../../fixtures/sites/bakery`,
    "https://bakery.example",
    {
      "/robots.txt": (response) => {
        const answer = () => {
          response.writeHead(200, { "content-type": "text/plain" })
          response.end("User-agent: *\nAllow: /\n")
        }
        if (holdRobots) releaseRobots.push(answer)
        else answer()
      },
    },
  )
})
afterAll(async () => {
  for (const release of releaseRobots) release()
  await mcpWay.dispose()
  await cliWay.dispose()
  await site.close()
})

const releaseAll = () => {
  holdRobots = false
  for (const release of releaseRobots) release()
  releaseRobots = []
}

const pagesOf = (state: AuditState) => (state.status === "complete" ? state.pages : [])

describe("the embedded backend, the page fetched at start (svc-mcp)", () => {
  it("runs at most 10 audits at once, answers running ones as running, and forgets old finished ones", async () => {
    holdRobots = true
    const audits = await backendOf(mcpWay)
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => mcpWay.runPromise(audits.start({ urls: [site.url("/")] }))),
    )
    expect(new Set(ids).size).toBe(10)

    const eleventh = await attempt(mcpWay, audits.start({ urls: [site.url("/")] }))
    expect(Either.isLeft(eleventh) && eleventh.left).toBeInstanceOf(QueueFull)
    expect(Either.isLeft(eleventh) && eleventh.left).toMatchObject({ code: "queue_full", retryAfter: 5 })

    const [first] = ids
    if (first === undefined) throw new Error("no ids")
    expect(await mcpWay.runPromise(audits.wait(first, { within: 100 }))).toEqual({
      status: "running",
      id: first,
    })

    // Waits already under way hold their audit, even once it is forgotten.
    const waits = ids.map((id) => mcpWay.runPromise(audits.wait(id, { within: 30_000 })))
    releaseAll()
    for (const state of await Promise.all(waits)) expect(state.status).toBe("complete")
    // keepFinished is 1: only the audit that finished last is still known.
    const known = await Promise.all(ids.map((id) => attempt(mcpWay, audits.wait(id, { within: 0 }))))
    expect(known.filter(Either.isRight)).toHaveLength(1)
    for (const forgotten of known.filter(Either.isLeft)) expect(forgotten.left).toBeInstanceOf(NotFound)

    const again = await mcpWay.runPromise(audits.start({ urls: [site.url("/")] }))
    const finished = await mcpWay.runPromise(audits.wait(again))
    expect(pagesOf(finished)).toMatchObject([
      { url: site.url("/"), status: "done", result: { url: site.url("/") } },
    ])
  }, 120_000)

  it("fails the start of a page that cannot be fetched, with its host", async () => {
    const audits = await backendOf(mcpWay)
    const unreachable = await attempt(mcpWay, audits.start({ urls: ["http://127.0.0.1:9/"] }))
    expect(Either.isLeft(unreachable) && unreachable.left).toBeInstanceOf(Unreachable)
    expect(Either.isLeft(unreachable) && unreachable.left).toMatchObject({
      code: "unreachable",
      host: "127.0.0.1",
    })
  })

  it("refuses what the request rules refuse, and an id it never started", async () => {
    const audits = await backendOf(mcpWay)
    const refused = await attempt(mcpWay, audits.start({ urls: ["ftp://example.com/"] }))
    expect(Either.isLeft(refused) && refused.left).toMatchObject({ code: "invalid_request" })
    const unknown = await attempt(mcpWay, audits.wait("00000000-0000-4000-8000-000000000000", { within: 0 }))
    expect(Either.isLeft(unknown) && unknown.left).toBeInstanceOf(NotFound)
    expect(audits.server).toBeUndefined()
  })
})

describe("the embedded backend, every page in the audit (svc)", () => {
  it("audits several pages, a page that cannot be fetched a failed page, with the site figures", async () => {
    const audits = await backendOf(cliWay)
    const urls = [site.url("/"), "http://127.0.0.1:9/"]
    const id = await cliWay.runPromise(audits.start({ urls, locale: "sk" }))
    const state = await cliWay.runPromise(audits.wait(id))
    if (state.status !== "complete") throw new Error(`still ${state.status}`)
    expect(state.pages).toMatchObject([
      { url: site.url("/"), status: "done", result: { url: site.url("/") } },
      { url: "http://127.0.0.1:9/", status: "failed", error: { code: "unreachable" } },
    ])
    expect(state.site).toMatchObject({ addresses: 2 })
  }, 60_000)
})
