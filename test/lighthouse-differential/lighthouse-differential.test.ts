// Differential test: generated pages (test/lighthouse-differential/page-spec.ts) judged by Lighthouse 12.8.2's
// ten SEO audits and by the full audit with every pack. For each audit id, Lighthouse's `fail` must be a
// `fail` finding with that id in the user's result, and anything else no such finding.
// `pnpm test` replays the pages recorded by `pnpm differential:record`; with SVC_LIGHTHOUSE_LIVE=1 (as
// .ci/run does) it generates a fresh sample (SVC_DIFFERENTIAL_PAGES pages, default 60, from
// SVC_DIFFERENTIAL_SEED or a random seed it prints) and runs real Lighthouse on each.
import { createRegistry } from "@svc/core"
import type { AuditVerdict, Chrome } from "@svc/lighthouse"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { registeredPacks } from "../../scripts/registered-packs"
import { fetchSnapshot } from "../lighthouse-agreement/fetch-snapshot"
import { agreementChrome, lighthouseVerdicts } from "../lighthouse-agreement/lighthouse-side"
import { makeTestCertificate, type TestCertificate } from "../lighthouse-agreement/tls"
import { servePage } from "./page-server"
import { generatePageSpecs, type PageSpec } from "./page-spec"
import { renderPage } from "./render-page"
import { disagreements, engineFailures, readDifferentialRecord, SEO_AUDITS } from "./verdicts"

const live = process.env.SVC_LIGHTHOUSE_LIVE === "1"
const registry = createRegistry(await registeredPacks())
const record = readDifferentialRecord()
const liveSeed = Number(process.env.SVC_DIFFERENTIAL_SEED ?? Math.floor(Math.random() * 2 ** 31))
const livePages = Number(process.env.SVC_DIFFERENTIAL_PAGES ?? 60)

interface Page {
  readonly name: string
  readonly spec: PageSpec
  /** Lighthouse's verdicts as recorded; live runs ask Lighthouse. */
  readonly recorded: Readonly<Record<string, AuditVerdict>> | undefined
}

const pages: ReadonlyArray<Page> = live
  ? generatePageSpecs(liveSeed, livePages).map((spec, index) => ({
      name: `seed ${liveSeed} page ${index}`,
      spec,
      recorded: undefined,
    }))
  : record.pages.map((page) => ({ name: `page ${page.index}`, spec: page.spec, recorded: page.verdicts }))

let certificate: TestCertificate
let chrome: Chrome | undefined
beforeAll(async () => {
  certificate = makeTestCertificate()
  if (live) {
    console.log(
      `lighthouse-differential: ${livePages} fresh pages from seed ${liveSeed} (SVC_DIFFERENTIAL_SEED to repeat)`,
    )
    chrome = await agreementChrome()
  }
}, 60_000)
afterAll(async () => {
  await chrome?.close()
})

describe(`the result agrees with Lighthouse 12.8.2's SEO audits on generated pages (${live ? `live, seed ${liveSeed}` : "recorded verdicts"})`, () => {
  it("has at least 500 recorded pages from Lighthouse 12.8.2, each with a verdict for every SEO audit", () => {
    expect(record.lighthouse).toBe("12.8.2")
    expect(record.pages.length).toBeGreaterThanOrEqual(500)
    for (const page of record.pages) expect(Object.keys(page.verdicts).sort()).toEqual([...SEO_AUDITS].sort())
  })

  it("generates the recorded pages again from the recorded seed", () => {
    const generated = generatePageSpecs(record.seed, record.count).map((spec) => JSON.stringify(spec))
    for (const page of record.pages) expect(generated[page.index]).toBe(JSON.stringify(page.spec))
  })

  for (const page of pages) {
    it(page.name, { timeout: live ? 180_000 : 20_000 }, async () => {
      const served = await servePage(renderPage(page.spec), certificate)
      try {
        const lighthouse =
          chrome === undefined
            ? (page.recorded ?? {})
            : (await lighthouseVerdicts(chrome, served.startUrl, ["seo"])).verdicts
        const snapshot = await fetchSnapshot(served.startUrl, certificate.cert)
        expect(
          disagreements(lighthouse, engineFailures(registry, snapshot)),
          JSON.stringify(page.spec),
        ).toEqual([])
      } finally {
        await served.close()
      }
    })
  }
})
