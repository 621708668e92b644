// Our Lighthouse-id rules against Lighthouse 12.8.2 itself, on every fixture of fixtures/lighthouse-agreement.
// `pnpm test` compares against the verdicts recorded by `pnpm agreement:record`; with SVC_LIGHTHOUSE_LIVE=1
// (as .ci/run does) it runs real Lighthouse in Debian's Chromium and also checks that the record is current.
import { createRegistry } from "@svc/core"
import type { AuditVerdict, Chrome } from "@svc/lighthouse"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { registeredPacks } from "../../scripts/registered-packs"
import { serveCase } from "./case-server"
import { readCases } from "./cases"
import { fetchSnapshot } from "./fetch-snapshot"
import { agreementChrome, informativeAudits, lighthouseVerdicts, readRecord } from "./lighthouse-side"
import { lighthouseIdRules, ourVerdicts } from "./our-verdicts"
import { makeTestCertificate, type TestCertificate } from "./tls"

const live = process.env.SVC_LIGHTHOUSE_LIVE === "1"
const registry = createRegistry(await registeredPacks())
const compared = lighthouseIdRules(registry)
const cases = readCases()
const record = readRecord()
/** Verdicts a check can be compared with; manual and informative audits decide nothing. */
const decisive: ReadonlySet<AuditVerdict> = new Set(["pass", "fail", "notApplicable", "error"])
const informative = await informativeAudits()

let certificate: TestCertificate
let chrome: Chrome | undefined
beforeAll(async () => {
  certificate = makeTestCertificate()
  if (live) chrome = await agreementChrome()
}, 60_000)
afterAll(async () => {
  await chrome?.close()
})

describe(`agreement with Lighthouse 12.8.2 (${live ? "live Lighthouse" : "recorded verdicts"})`, () => {
  it("has at least 40 fixtures, every one recorded, and rules to compare", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(Object.keys(record.cases).sort()).toEqual(cases.map((testCase) => testCase.name))
    expect(record.lighthouse).toBe("12.8.2")
    expect(compared).toEqual(expect.arrayContaining(["is-crawlable", "canonical", "hreflang", "robots-txt"]))
  })

  for (const testCase of cases) {
    it(`${testCase.name}: ${testCase.description}`, { timeout: live ? 120_000 : 20_000 }, async () => {
      const served = await serveCase(testCase, certificate)
      try {
        const snapshot = await fetchSnapshot(served.startUrl, certificate.cert)
        const ours = ourVerdicts(registry, snapshot)
        const recorded = record.cases[testCase.name] ?? {}
        let lighthouse = recorded
        if (chrome !== undefined) {
          lighthouse = (await lighthouseVerdicts(chrome, served.startUrl)).verdicts
          const stale = Object.keys({ ...recorded, ...lighthouse }).filter(
            (id) => recorded[id] !== lighthouse[id],
          )
          expect(
            stale.map((id) => `${id}: recorded ${recorded[id]}, Lighthouse says ${lighthouse[id]}`),
            "the record is stale: run pnpm agreement:record",
          ).toEqual([])
        }
        const disagreements = compared.flatMap((id) => {
          const theirs = lighthouse[id]
          const mine = ours[id]
          if (theirs === undefined || mine === undefined || !decisive.has(theirs)) return []
          const problems: string[] = []
          const agrees =
            theirs === mine.check ||
            (informative.has(id) && theirs === "notApplicable" && mine.check === "pass")
          if (!agrees)
            problems.push(
              `${id}: Lighthouse says ${theirs}, our check says ${mine.check} (${mine.evidence || "no evidence"})`,
            )
          // The engine may only differ from the check when a failing root cause (a page condition) silences it.
          if (mine.engine !== mine.check && mine.gatedBy === undefined)
            problems.push(
              `${id}: the engine reports ${mine.engine}, its check ${mine.check}, with no root cause to explain it`,
            )
          return problems
        })
        expect(disagreements).toEqual([])
      } finally {
        await served.close()
      }
    })
  }
})
