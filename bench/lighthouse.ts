// pnpm bench:lighthouse: a full one-page audit with Lighthouse against two bare Lighthouse runs
// (mobile + desktop) on a reused Chrome — what svc adds on top of Lighthouse, measured in one run.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { Auditor, auditorLayer, PerformanceLive } from "@svc/audit"
import {
  DEFAULT_LIGHTHOUSE_SETTINGS,
  launchChrome,
  MEASURED_CATEGORIES,
  runLighthouse,
} from "@svc/lighthouse"
import { Effect, Layer } from "effect"
import { serveFixtureSite } from "../packages/audit/test/support/fixture-site"

const { values } = parseArgs({ options: { runs: { type: "string", default: "2" } } })
const runs = Math.max(1, Number(values.runs) || 2)

const site = await serveFixtureSite(
  resolve(import.meta.dirname, "../fixtures/sites/bakery"),
  "https://bakery.example",
)
const endpoint = `127.0.0.1:${site.port}`
const url = site.url("/")
const folder = mkdtempSync(join(tmpdir(), "svc-bench-lighthouse-"))

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now()
  await work()
  return (performance.now() - start) / 1000
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

try {
  // Bare Lighthouse: one Chrome, mobile then desktop, the categories and settings the service uses.
  const chrome = await launchChrome({ tempDir: folder })
  const bare: number[] = []
  try {
    const both = () =>
      timed(async () => {
        for (const formFactor of ["mobile", "desktop"] as const)
          await runLighthouse(chrome, url, {
            categories: MEASURED_CATEGORIES,
            formFactor,
            settings: DEFAULT_LIGHTHOUSE_SETTINGS,
          })
      })
    await both() // warm-up: loads Lighthouse, first navigation
    for (let index = 0; index < runs; index += 1) bare.push(await both())
  } finally {
    await chrome.close()
  }

  // svc: fetch, site files, rules, scores and the Performance service (its own reused Chrome behind the guard proxy).
  const layer = auditorLayer({ policy: { privateEndpoints: [endpoint] } }).pipe(
    Layer.provide(PerformanceLive({ privateEndpoints: [endpoint], tempDir: folder })),
  )
  const audits = await Effect.runPromise(
    Effect.flatMap(Auditor, (auditor) =>
      Effect.promise(async () => {
        const audit = () =>
          timed(async () => {
            const result = await Effect.runPromise(auditor.auditUrl(url))
            if (result.unmeasured.includes("performance"))
              throw new Error("Lighthouse did not measure the page")
          })
        await audit() // warm-up: starts Chrome
        const times: number[] = []
        for (let index = 0; index < runs; index += 1) times.push(await audit())
        return times
      }),
    ).pipe(Effect.provide(layer)),
  )

  const row = (what: string, times: ReadonlyArray<number>) => ({
    what,
    "median s": median(times).toFixed(2),
    "min s": Math.min(...times).toFixed(2),
    "max s": Math.max(...times).toFixed(2),
  })
  const overhead = median(audits) / median(bare) - 1
  console.log(
    `\nsvc Lighthouse bench — ${url} (fixtures/sites/bakery), ${runs} timed run(s) after a warm-up, Node ${process.version}\n`,
  )
  console.table([
    row("bare Lighthouse, mobile + desktop, reused Chrome", bare),
    row("svc full audit with Performance (guard proxy on)", audits),
  ])
  console.log(
    `ratio svc / bare: ${(median(audits) / median(bare)).toFixed(3)} — overhead ${(overhead * 100).toFixed(1)}% (target ≤ 15%), full audit ${median(audits).toFixed(1)} s (target < 20 s)`,
  )
} finally {
  await site.close()
  rmSync(folder, { recursive: true, force: true })
}
