import { Context, Effect, Either, Exit, Layer, ManagedRuntime, Option, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RecordingProxy, startRecordingProxy } from "../../../scripts/recording-proxy"
import { type SvcServer, serverAvailable, startSvcServer } from "../../../scripts/svc-server-process"
import { type FixtureSite, serveFixtureSite } from "../../audit/test/support/fixture-site"
import { AuditBackend, type AuditBackendService } from "../src/audit-backend"
import { auditBackendLayer, type BackendOptions } from "../src/backend-layer"
import type { BackendSettings } from "../src/settings"

// The remote backend as the adapters build it, against a real svc-server process (through a
// recording proxy), auditing the demo bakery site on 127.0.0.1.

let site: FixtureSite
let server: SvcServer
let proxy: RecordingProxy
let key: string
const retries: string[] = []

const options = (refused: "at-start" | "at-call"): BackendOptions => ({
  remote: {
    userAgent: "svc-backend-test/1",
    onRetry: (reason) => Effect.sync(() => void retries.push(reason)),
    missingKey: { refused, message: (apiUrl) => `no key for ${apiUrl}` },
  },
  embedded: { allowPrivateTargets: false, lighthouse: false, fetchAtStart: false, processName: "this test" },
})

const remote = (apiKey: Option.Option<string>): BackendSettings => ({
  _tag: "remote",
  apiUrl: proxy.url,
  apiKey: Option.map(apiKey, Redacted.make),
})

const backendOf = (layer: Layer.Layer<AuditBackend, unknown>) => {
  const runtime = ManagedRuntime.make(layer)
  return {
    runtime,
    backend: (): Promise<AuditBackendService> =>
      runtime.runPromise(Effect.map(Effect.context<AuditBackend>(), Context.get(AuditBackend))),
    attempt: <A, E>(effect: Effect.Effect<A, E, AuditBackend>) => runtime.runPromise(Effect.either(effect)),
  }
}

beforeAll(async () => {
  site = await serveFixtureSite(
    `${import.meta.dirname}/../../../fixtures/sites/bakery`,
    "https://bakery.example",
  )
  server = await startSvcServer()
  key = await server.createKey("backend-remote-tests")
  proxy = await startRecordingProxy(server.url)
}, 180_000)

afterAll(async () => {
  await proxy?.close()
  await server?.stop()
  await site?.close()
}, 60_000)

describe.skipIf(!serverAvailable)("the remote backend against a real svc-server process", () => {
  it("starts an audit of several pages, waits for it with status polls, and fetches the server's PDF", async () => {
    const { runtime, backend } = backendOf(auditBackendLayer(remote(Option.some(key)), options("at-start")))
    const audits = await backend()
    expect(audits.describe).toBe(`remote (the svc server at ${proxy.url})`)
    proxy.reset()
    const urls = [site.url("/"), site.url("/about")]
    const id = await runtime.runPromise(audits.start({ urls, locale: "es" }))
    const early = await runtime.runPromise(audits.wait(id, { within: 0 }))
    expect(early).toMatchObject({ id })
    const seen: string[] = []
    const state = await runtime.runPromise(
      audits.wait(id, { onRecord: (record) => Effect.sync(() => void seen.push(record.status)) }),
    )
    if (state.status !== "complete") throw new Error(`still ${state.status}`)
    expect(state.pages.map((page) => [page.url, page.status])).toEqual(urls.map((url) => [url, "done"]))
    expect(state.site).toMatchObject({ addresses: 2 })
    expect(seen.at(-1)).toBe("complete")
    // One status poll: the record as the server has it, with no `crawl` for an audit of pages.
    const record = await runtime.runPromise(audits.server?.status(id) ?? Effect.die("no server"))
    expect(record).toMatchObject({ id, status: "complete" })
    expect(record).not.toHaveProperty("crawl")
    for (const exchange of proxy.exchanges) {
      expect(exchange.headers["user-agent"]).toBe("svc-backend-test/1")
      expect(exchange.headers.authorization).toBe(`Bearer ${key}`)
    }

    const pdf = await runtime.runPromise(audits.server?.report(id, 1) ?? Effect.die("no server"))
    expect(Buffer.from(pdf).subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(
      Exit.isSuccess(await runtime.runPromiseExit(audits.server?.checkKey ?? Effect.die("no server"))),
    ).toBe(true)
    await runtime.dispose()
  }, 120_000)

  it("answers the server's refusals as the contract's errors", async () => {
    const { runtime, backend, attempt } = backendOf(
      auditBackendLayer(remote(Option.some("svc_not-a-key")), options("at-start")),
    )
    const audits = await backend()
    const refused = await attempt(audits.start({ urls: [site.url("/")] }))
    expect(Either.isLeft(refused) && refused.left).toMatchObject({
      _tag: "Unauthorized",
      code: "unauthorized",
    })
    const badKey = await attempt(audits.server?.checkKey ?? Effect.void)
    expect(Either.isLeft(badKey) && badKey.left).toMatchObject({ code: "unauthorized" })
    await runtime.dispose()
  }, 60_000)

  it("refuses a server without a key at start, or at each call, as the adapter chose", async () => {
    const built = await Effect.runPromise(
      Layer.build(auditBackendLayer(remote(Option.none()), options("at-start"))).pipe(
        Effect.scoped,
        Effect.either,
      ),
    )
    expect(Either.isLeft(built) && built.left).toMatchObject({
      _tag: "MissingKey",
      message: `no key for ${proxy.url}`,
    })

    const atCall = backendOf(auditBackendLayer(remote(Option.none()), options("at-call")))
    const audits = await atCall.backend()
    proxy.reset()
    const started = await atCall.attempt(audits.start({ urls: [site.url("/")] }))
    expect(Either.isLeft(started) && started.left).toMatchObject({ _tag: "MissingKey" })
    const checked = await atCall.attempt(audits.server?.checkKey ?? Effect.void)
    expect(Either.isLeft(checked) && checked.left).toMatchObject({ _tag: "MissingKey" })
    expect(proxy.exchanges).toEqual([])
    await atCall.runtime.dispose()
  }, 60_000)
})
