import { resolve } from "node:path"
import { Result } from "@svc/contract"
import type { LighthouseRun } from "@svc/core"
import { Data, Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AuditOptions, Auditor, auditorLayer, Performance } from "../src"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"

const bakery = resolve(import.meta.dirname, "../../../fixtures/sites/bakery")

/** What a Lighthouse run on the bakery page could deliver: its image without alt text, measured. */
const measured: LighthouseRun = {
  figures: {
    mobile: { performance: 0.71, accessibility: 0.88, seo: 0.83 },
    desktop: { performance: 0.93, accessibility: 0.88, seo: 0.83 },
  },
  audits: [
    {
      source: "lighthouse/mobile",
      auditId: "image-alt",
      status: "fail",
      items: [{ messageId: "element", data: { element: '<img src="/loaves.jpg">' } }],
    },
  ],
}

class ChromeMissing extends Data.TaggedError("ChromeMissing")<{ readonly message: string }> {}

let site: FixtureSite
beforeAll(async () => {
  site = await serveFixtureSite(bakery, "https://bakery.example")
})
afterAll(() => site.close())

/** The Auditor with a Performance layer that records what it was asked to measure. */
const auditWith = async (performance: Layer.Layer<Performance> | undefined, options: AuditOptions = {}) => {
  const base = auditorLayer({ policy: { privateEndpoints: [`127.0.0.1:${site.port}`] } })
  const layer = performance === undefined ? base : base.pipe(Layer.provide(performance))
  const result = await Effect.runPromise(
    Effect.flatMap(Auditor, (auditor) => auditor.auditUrl(site.url("/"), options)).pipe(
      Effect.provide(layer),
    ),
  )
  return Schema.decodeUnknownSync(Result)(result)
}

describe("the Auditor and Performance", () => {
  it("uses Performance when a layer provides it: figures in, performance measured", async () => {
    const asked: string[] = []
    const result = await auditWith(
      Layer.succeed(Performance, {
        measure: (url) => Effect.sync(() => asked.push(url)).pipe(Effect.as(measured)),
      }),
    )
    expect(asked).toEqual([site.url("/")])
    expect(result.performance).toEqual(measured.figures)
    expect(result.unmeasured).toEqual([])
    const imageAlt = result.findings.find((finding) => finding.id === "image-alt")
    expect(imageAlt?.evidence).toContain('Lighthouse (mobile) flags <img src="/loaves.jpg">.')
  })

  it("skips Performance when told to", async () => {
    const asked: string[] = []
    const result = await auditWith(
      Layer.succeed(Performance, {
        measure: (url) => Effect.sync(() => asked.push(url)).pipe(Effect.as(measured)),
      }),
      { performance: false },
    )
    expect(asked).toEqual([])
    expect(result.unmeasured).toEqual(["performance"])
  })

  it("completes the audit when Performance fails: performance omitted, unmeasured, parts null", async () => {
    const result = await auditWith(
      Layer.succeed(Performance, {
        measure: () => Effect.fail(new ChromeMissing({ message: "no Chromium at /usr/bin/chromium" })),
      }),
    )
    expect(result.performance).toBeUndefined()
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.score.parts.experience).toBeNull()
  })

  it("reports performance unmeasured when no layer provides it", async () => {
    const result = await auditWith(undefined)
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.score.parts.experience).toBeNull()
  })
})
