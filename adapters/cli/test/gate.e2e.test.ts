import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"

// Audited in process, offline. The home page fails checks of every level (word-count is high) and
// scores in the 80s; the about page fails low-level checks only and scores in the 90s.
const home = "fixtures/sites/bakery/index.html"
const about = "fixtures/sites/bakery/about.html"
const folder = mkdtempSync(join(tmpdir(), "svc-cli-gate-"))

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const scoreOf = async (page: string): Promise<number> => {
  const run = await runSvc(["audit", page, "--json"])
  return (JSON.parse(run.stdout) as { score: { svc: number } }).score.svc
}

describe("svc as a CI gate: --fail-on and --min-score (a real process)", { timeout: 180_000 }, () => {
  it("--fail-on picks the lowest level of failing check that fails; low is what svc does without it", async () => {
    const [plain, low, medium, high, homeHigh] = await Promise.all([
      runSvc(["audit", about]),
      runSvc(["audit", about, "--fail-on", "low"]),
      runSvc(["audit", about, "--fail-on", "medium"]),
      runSvc(["audit", about, "--fail-on", "high"]),
      runSvc(["audit", home, "--fail-on", "high"]),
    ])
    expect(plain.code).toBe(2)
    expect(plain.stderr).not.toContain("gate failed")
    expect(low.code).toBe(2)
    expect(low.stderr).toMatch(/svc: gate failed: .*about\.html has 3 failing checks\./)
    expect(medium.code).toBe(0)
    expect(high.code).toBe(0)
    for (const run of [medium, high]) expect(run.stderr).toBe("")
    expect(homeHigh.code).toBe(2)
    expect(homeHigh.stderr).toMatch(/svc: gate failed: .*index\.html has 1 failing check of level high\./)
  })

  it("--min-score fails the gate on a main score below it, and says which page scored what", async () => {
    const score = await scoreOf(about)
    const [reached, missed, jsonMissed] = await Promise.all([
      runSvc(["audit", about, "--fail-on", "high", "--min-score", String(score)]),
      runSvc(["audit", about, "--fail-on", "high", "--min-score", String(score + 1)]),
      runSvc(["audit", about, "--fail-on", "high", "--min-score", String(score + 1), "--json"]),
    ])
    expect(reached.code).toBe(0)
    expect(missed.code).toBe(2)
    expect(missed.stderr).toContain(`about.html scores ${score}, below --min-score ${score + 1}.`)
    // stdout stays the result object alone.
    expect(jsonMissed.code).toBe(2)
    expect((JSON.parse(jsonMissed.stdout) as { score: { svc: number } }).score.svc).toBe(score)
  })

  it("a gate option gates --pdf with the human output too, which otherwise exits 0 once the file is written", async () => {
    const [written, gated] = await Promise.all([
      runSvc(["audit", home, "--pdf", join(folder, "plain.pdf")]),
      runSvc(["audit", home, "--pdf", join(folder, "gated.pdf"), "--fail-on", "high"]),
    ])
    expect(written.code).toBe(0)
    expect(gated.code).toBe(2)
    expect(gated.stderr).toContain("Saved the PDF report to")
  })

  it("refuses a level or a score it does not know, before auditing (exit 1)", async () => {
    const [level, over, under, word] = await Promise.all([
      runSvc(["audit", home, "--fail-on", "critical"]),
      runSvc(["audit", home, "--min-score", "101"]),
      runSvc(["audit", home, "--min-score", "-1"]),
      runSvc(["audit", home, "--min-score", "high"]),
    ])
    for (const run of [level, over, under, word]) {
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
    }
    expect(over.stderr).toContain("--min-score must be a whole number from 0 to 100, not 101.")
    expect(under.stderr).toContain("--min-score must be a whole number from 0 to 100, not -1.")
  })
})
