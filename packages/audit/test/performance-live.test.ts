import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Result } from "@svc/contract"
import { Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { processesMentioning } from "../../lighthouse/test/support-processes"
import { Auditor, auditorLayer, auditUrl, PerformanceLive } from "../src"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"

const bakery = resolve(import.meta.dirname, "../../../fixtures/sites/bakery")
const scratch = mkdtempSync(join(tmpdir(), "svc-audit-performance-"))

let site: FixtureSite
beforeAll(async () => {
  site = await serveFixtureSite(bakery, "https://bakery.example")
})
afterAll(async () => {
  await site.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe("an audit with Lighthouse (real Chromium)", () => {
  it("merges Lighthouse's image-alt into the HTML rule: one finding, counted once, both sources", async () => {
    requireTool("chromium")
    const endpoint = `127.0.0.1:${site.port}`
    const layer = auditorLayer({ policy: { privateEndpoints: [endpoint] } }).pipe(
      // Lighthouse's own quiet windows: shorter ones risk NO_FCP when the machine is busy.
      Layer.provide(PerformanceLive({ privateEndpoints: [endpoint], tempDir: scratch })),
    )
    const [measured, unmeasured] = await Effect.runPromise(
      Effect.flatMap(Auditor, (auditor) =>
        Effect.all([
          auditor.auditUrl(site.url("/")),
          auditor.auditUrl(site.url("/"), { performance: false }),
        ]),
      ).pipe(Effect.provide(layer)),
    )
    const result = Schema.decodeUnknownSync(Result)(measured)

    expect(result.unmeasured).toEqual([])
    for (const figures of [result.performance?.mobile, result.performance?.desktop]) {
      expect(figures?.seo).toBeGreaterThan(0)
      expect(figures?.accessibility).toBeGreaterThan(0)
      expect(figures?.accessibility).toBeLessThan(1)
    }
    const imageAlt = result.findings.filter((finding) => finding.id === "image-alt")
    expect(imageAlt).toHaveLength(1)
    expect(imageAlt[0]?.status).toBe("fail")
    // The HTML rule's evidence and Lighthouse's items, from both form factors, in one finding.
    expect(imageAlt[0]?.evidence).toContain("loaves.jpg")
    const messages = (imageAlt[0]?.items ?? []).map((item) => item.message)
    expect(messages).toContainEqual(expect.stringMatching(/^Lighthouse \(mobile\) flags .*loaves\.jpg/))
    expect(messages).toContainEqual(expect.stringMatching(/^Lighthouse \(desktop\) flags .*loaves\.jpg/))
    expect(result.score.parts.experience).not.toBeNull()

    // Counted once: every failed root cause is one listed finding, image-alt among them once, while
    // each Lighthouse audit mapped onto a rule (mobile and desktop) adds to checksEvaluated.
    const failing = result.findings.filter((finding) => finding.status === "fail")
    expect(result.summary.failed).toBe(failing.length)
    expect(unmeasured.findings.filter((finding) => finding.id === "image-alt")).toHaveLength(1)
    expect(result.summary.total).toBe(unmeasured.summary.total)
    expect(result.summary.checksEvaluated).toBeGreaterThan(unmeasured.summary.checksEvaluated + 2)
    expect(unmeasured.unmeasured).toEqual(["performance"])
  }, 180_000)

  it("completes without Lighthouse when CHROME_PATH is wrong: performance unmeasured, parts null", async () => {
    const previous = process.env.CHROME_PATH
    process.env.CHROME_PATH = join(scratch, "no-such-chromium")
    try {
      const result = await auditUrl(site.url("/"), {
        allowPrivateTargets: true,
        performance: { tempDir: scratch },
      })
      expect(result.performance).toBeUndefined()
      expect(result.unmeasured).toEqual(["performance"])
      expect(result.score.parts.experience).toBeNull()
      expect(result.findings.filter((finding) => finding.id === "image-alt")).toHaveLength(1)
    } finally {
      if (previous === undefined) delete process.env.CHROME_PATH
      else process.env.CHROME_PATH = previous
    }
  }, 60_000)

  it("leaves no Chromium process and no profile folder behind", () => {
    expect(processesMentioning(scratch)).toEqual([])
    expect(readdirSync(scratch)).toEqual([])
  })
})
