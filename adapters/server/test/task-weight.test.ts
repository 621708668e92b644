import { snapshotOfHtml } from "@svc/core"
import { describe, expect, it } from "vitest"
import { taskWeightMb } from "../src/compute/compute"
import { withoutSiteFiles } from "../src/compute/site-files-kept"

// What a compute task is expected to hold, for the pool's memory budget: a page's analysis grows with its HTML.
describe("taskWeightMb", () => {
  const mib = (count: number) => "x".repeat(count * 1_048_576)

  it("weighs a page's audit by its HTML, a page of a crawl as much as any other", () => {
    const snapshot = withoutSiteFiles(snapshotOfHtml(`<p>${mib(4)}</p>`))
    const audit = taskWeightMb("audit", { snapshot, options: {} })
    expect(audit).toBeGreaterThan(200)
    expect(taskWeightMb("auditForCrawl", { snapshot, options: {} })).toBe(audit)
    const small = withoutSiteFiles(snapshotOfHtml("<p>bread</p>"))
    expect(taskWeightMb("auditForCrawl", { snapshot: small, options: {} })).toBeLessThan(17)
  })
})
