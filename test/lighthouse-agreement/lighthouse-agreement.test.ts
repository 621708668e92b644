// Our Lighthouse-id rules against Lighthouse 12.8.2 itself, on every fixture of fixtures/lighthouse-agreement:
// Lighthouse's verdict against what the user gets — a `fail` finding in the full audit with every pack, or
// none — never against a rule's check alone, and with no exceptions. `pnpm test` compares against the
// verdicts recorded by `pnpm agreement:record`; with SVC_LIGHTHOUSE_LIVE=1 (as .ci/run does) it runs real
// Lighthouse in Debian's Chromium and also checks that the record is current — on every fixture, or on
// SVC_AGREEMENT_SAMPLE of them drawn afresh each run (SVC_AGREEMENT_SEED to repeat a draw; the others
// are compared with their record as `pnpm test` does).
import { createRegistry } from "@svc/core"
import type { AuditVerdict, Chrome } from "@svc/lighthouse"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { registeredPacks } from "../../scripts/registered-packs"
import { serveCase } from "./case-server"
import { readCases } from "./cases"
import { fetchSnapshot } from "./fetch-snapshot"
import { agreementChrome, lighthouseVerdicts, readRecord } from "./lighthouse-side"
import { gatesIn, lighthouseIdRules, ourVerdicts } from "./our-verdicts"
import { sampleFrom } from "./sample"
import { makeTestCertificate, type TestCertificate } from "./tls"

const live = process.env.SVC_LIGHTHOUSE_LIVE === "1"
const registry = createRegistry(await registeredPacks())
const compared = lighthouseIdRules(registry)
const cases = readCases()
const record = readRecord()
const sampleSeed = Number(process.env.SVC_AGREEMENT_SEED ?? Math.floor(Math.random() * 2 ** 31))
const sampleSize =
  process.env.SVC_AGREEMENT_SAMPLE === undefined ? undefined : Number(process.env.SVC_AGREEMENT_SAMPLE)
/** The fixtures Lighthouse itself judges in this run: none, every one, or a fresh sample. */
const askedLive: ReadonlySet<string> = new Set(
  !live
    ? []
    : sampleFrom(
        cases.map((testCase) => testCase.name),
        sampleSize,
        sampleSeed,
      ),
)
/** Verdicts a finding can be compared with; manual and informative audits decide nothing. */
const decisive: ReadonlySet<AuditVerdict> = new Set(["pass", "fail", "notApplicable", "error"])

let certificate: TestCertificate
let chrome: Chrome | undefined
beforeAll(async () => {
  certificate = makeTestCertificate()
  if (live) {
    console.log(
      `lighthouse-agreement: Lighthouse judges ${askedLive.size} of ${cases.length} fixtures live${
        sampleSize === undefined ? "" : ` (seed ${sampleSeed}; SVC_AGREEMENT_SEED to repeat)`
      }`,
    )
    chrome = await agreementChrome()
  }
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
    const asked = askedLive.has(testCase.name)
    it(`${testCase.name}: ${testCase.description}`, { timeout: asked ? 120_000 : 20_000 }, async () => {
      const served = await serveCase(testCase, certificate)
      try {
        const snapshot = await fetchSnapshot(served.startUrl, certificate.cert)
        const { result, verdicts: ours } = ourVerdicts(registry, snapshot)
        const recorded = record.cases[testCase.name] ?? {}
        let lighthouse = recorded
        if (chrome !== undefined && asked) {
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
          if ((theirs === "fail") === mine.failed) return []
          return [
            mine.failed
              ? `${id}: Lighthouse says ${theirs}, the audit lists a failure (${mine.evidence})`
              : `${id}: Lighthouse says fail, the audit lists no failure`,
          ]
        })
        // No disagreement, and the page is under exactly the gates the fixture names (none: it is served,
        // substantive and indexable, so every check can earn on it).
        expect({ disagreements, gates: gatesIn(registry, result) }).toEqual({
          disagreements: [],
          gates: testCase.gates,
        })
      } finally {
        await served.close()
      }
    })
  }
})
