import { auditorLayer } from "@svc/audit"
import { NotFound, QueueFull } from "@svc/contract"
import { ReportRendererLive } from "@svc/pdf"
import { Context, Effect, Either, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditBackend } from "../src/backend"
import { embeddedBackend } from "../src/embedded-backend"
import { type FixtureSite, serveBakery } from "./support/bakery"

/** While it is held back, every audit of the site stays running (its robots.txt does not answer). */
let releaseRobots: Array<() => void> = []
let holdRobots = true
let site: FixtureSite

const runtime = ManagedRuntime.make(
  embeddedBackend({ allowPrivateTargets: true, keepFinished: 1 }).pipe(
    Layer.provide(Layer.merge(auditorLayer({ policy: { allowPrivateTargets: true } }), ReportRendererLive)),
  ),
)
const backend = () =>
  runtime.runPromise(Effect.map(Effect.context<AuditBackend>(), Context.get(AuditBackend)))
const attempt = <A, E>(effect: Effect.Effect<A, E>) => runtime.runPromise(Effect.either(effect))

beforeAll(async () => {
  site = await serveBakery({
    "/robots.txt": (response) => {
      const answer = () => {
        response.writeHead(200, { "content-type": "text/plain" })
        response.end("User-agent: *\nAllow: /\n")
      }
      if (holdRobots) releaseRobots.push(answer)
      else answer()
    },
  })
})
afterAll(async () => {
  for (const release of releaseRobots) release()
  await runtime.dispose()
  await site.close()
})

const releaseAll = () => {
  holdRobots = false
  for (const release of releaseRobots) release()
  releaseRobots = []
}

describe("the embedded backend (in process, over a fixture site)", () => {
  it("runs at most 10 audits at once, answers running ones as running, and forgets old finished ones", async () => {
    const audits = await backend()
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => runtime.runPromise(audits.start({ url: site.url("/") }))),
    )
    expect(new Set(ids).size).toBe(10)

    const eleventh = await attempt(audits.start({ url: site.url("/") }))
    expect(Either.isLeft(eleventh) && eleventh.left).toBeInstanceOf(QueueFull)
    expect(Either.isLeft(eleventh) && eleventh.left).toMatchObject({ code: "queue_full", retryAfter: 5 })

    const [first] = ids
    if (first === undefined) throw new Error("no ids")
    expect(await runtime.runPromise(audits.wait(first, 100))).toEqual({ status: "running", id: first })

    // Waits already under way hold their audit, even once it is forgotten.
    const waits = ids.map((id) => runtime.runPromise(audits.wait(id, 30_000)))
    releaseAll()
    for (const progress of await Promise.all(waits)) expect(progress.status).toBe("complete")
    // keepFinished is 1: only the audit that finished last is still known.
    const known = await Promise.all(ids.map((id) => attempt(audits.wait(id, 0))))
    expect(known.filter(Either.isRight)).toHaveLength(1)
    for (const forgotten of known.filter(Either.isLeft)) expect(forgotten.left).toBeInstanceOf(NotFound)

    const again = await runtime.runPromise(audits.start({ url: site.url("/") }))
    const finished = await runtime.runPromise(audits.wait(again, 30_000))
    expect(finished).toMatchObject({ status: "complete", id: again, result: { url: site.url("/") } })
  }, 120_000)

  it("answers an id it never started with not_found", async () => {
    const audits = await backend()
    const unknown = await attempt(audits.wait("00000000-0000-4000-8000-000000000000", 0))
    expect(Either.isLeft(unknown) && unknown.left).toBeInstanceOf(NotFound)
  })
})
