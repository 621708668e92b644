import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { SiteReport } from "@svc/crawl"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { processesMentioning } from "../../../packages/lighthouse/test/support-processes"
import { requireTool } from "../../../scripts/system-tools"
import { runSvc } from "./support/run-svc"

// `svc crawl --lighthouse-sample 1`: the built bin crawls a small planted site on 127.0.0.1 that asks
// for a Crawl-delay and measures one page — the start page, the shallowest — in a real Chromium, the
// rest static.

/** The site's Crawl-delay. */
const DELAY_MS = 1_000
/**
 * The least gap asserted between svc's requests and Chromium's: the start times the crawl takes are
 * DELAY_MS apart, but a request may leave a little late (the event loop busy with an audit).
 */
const LEAST_GAP_MS = 500

let site: PlantedSite
/** svc's TMPDIR: Chromium's profile folder is made here, so the test can see that none is left. */
let scratch: string
beforeAll(async () => {
  site = await servePlantedSite({
    sections: 1,
    articlesPerSection: 3,
    defects: false,
    crawlDelay: DELAY_MS / 1000,
  })
  scratch = mkdtempSync(join(tmpdir(), "svc-crawl-lighthouse-"))
})
afterAll(async () => {
  await site?.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe("svc crawl --lighthouse-sample", { timeout: 300_000 }, () => {
  it("measures the start page in Chromium and the rest statically, says so, and leaves no Chromium behind", async () => {
    requireTool("chromium")
    const htmlFile = join(scratch, "site.html")
    const args = ["crawl", site.url, "--allow-private", "--store", join(scratch, "crawls.db")]
    const run = await runSvc([...args, "--lighthouse-sample", "1", "--json", "--html", htmlFile], {
      env: { SVC_NO_LIGHTHOUSE: undefined, TMPDIR: scratch },
    })
    const report = JSON.parse(run.stdout) as SiteReport
    expect(report.state, run.stderr).toBe("done")
    expect(report.pages.length).toBeGreaterThan(2)
    expect(report.pages.filter((page) => page.lighthouse).map((page) => page.url)).toEqual([site.url])
    expect(readFileSync(htmlFile, "utf8")).toContain('data-lighthouse-sample="1"')
    // Chromium's page loads keep the Crawl-delay: none of svc's requests comes near one of Chromium's.
    const requests = site.requests()
    const bySvc = requests.filter((request) => request.userAgent.includes("svc-audit"))
    const byChromium = requests.filter((request) => !request.userAgent.includes("svc-audit"))
    expect(byChromium.filter((request) => request.path === "/").length).toBeGreaterThanOrEqual(2)
    const tooClose = bySvc.flatMap((ours) =>
      byChromium
        .filter((theirs) => Math.abs(theirs.start - ours.start) < LEAST_GAP_MS)
        .map((theirs) => `svc ${ours.path} at ${ours.start}, Chromium ${theirs.path} at ${theirs.start}`),
    )
    expect(tooClose).toEqual([])
    await vi.waitFor(() => expect(processesMentioning(scratch)).toEqual([]), {
      timeout: 5_000,
      interval: 100,
    })
    expect(readdirSync(scratch).filter((entry) => entry.startsWith("svc-chrome-"))).toEqual([])

    const refused = await runSvc([...args, "--lighthouse-sample", "1"])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("SVC_NO_LIGHTHOUSE")
    const tooMany = await runSvc(
      [
        "crawl",
        site.url,
        "--allow-private",
        "--store",
        join(scratch, "other.db"),
        "--lighthouse-sample",
        "51",
      ],
      { env: { SVC_NO_LIGHTHOUSE: undefined } },
    )
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain("lighthouseSample must be a whole number from 0 to 50")
  })
})
