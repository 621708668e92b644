import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { SiteAnswer, siteAnswerOutputSchema } from "../src/site-answer-schema"
import { type SvcMcpSession, startSvcMcp, temporaryDirectory } from "./support/svc-mcp"
import { answerOf } from "./support/tool-answer"

// audit_site through the MCP SDK's own client over stdio, against the built svc-mcp in embedded mode,
// on the planted site (a defect of every cross-page kind among clean pages) on 127.0.0.1. The call
// waits 1 second, so the first answer is the crawl's id alone and get_site_result reads the judgement.

let site: PlantedSite
let session: SvcMcpSession
const workingDirectory = temporaryDirectory()

beforeAll(async () => {
  // A Crawl-delay of 0.2 s makes the crawl last longer than one call's wait.
  site = await servePlantedSite({ sections: 2, articlesPerSection: 4, crawlDelay: 0.2 })
  session = await startSvcMcp({
    cwd: workingDirectory.path,
    env: { SVC_MCP_ALLOW_PRIVATE_TARGETS: "1", SVC_MCP_WAIT_SECONDS: "1" },
  })
}, 60_000)
afterAll(async () => {
  await session?.close()
  await site?.close()
  workingDirectory.dispose()
})

const call = async (name: string, args: Record<string, unknown>) =>
  answerOf(await session.client.callTool({ name, arguments: args }))
const decoded = (structured: unknown) =>
  Schema.decodeUnknownSync(SiteAnswer)(siteAnswerOutputSchema.parse(structured))

describe("audit_site in embedded mode (a real svc-mcp process, the planted site on 127.0.0.1)", {
  timeout: 300_000,
}, () => {
  it("answers the crawl's id after the wait, then get_site_result the site score, what caps it, the site issues with their URLs and every page's scores", async () => {
    const started = await call("audit_site", { url: site.url, max_pages: 500 })
    expect(started.isError, started.text).toBe(false)
    const first = decoded(started.structured)
    expect(first.status).toBe("running")
    expect(first.site).toBeUndefined()
    expect(started.text).toContain(`get_site_result with crawl_id "${first.crawlId}"`)

    let answer = started
    for (let calls = 0; decoded(answer.structured).status === "running"; calls++) {
      expect(calls).toBeLessThan(300)
      answer = await call("get_site_result", { crawl_id: first.crawlId })
      expect(answer.isError, answer.text).toBe(false)
    }
    const judged = decoded(answer.structured)
    expect(judged.crawlId).toBe(first.crawlId)
    expect(judged.ended).toBe("done")
    expect(judged.pages?.length).toBeGreaterThanOrEqual(site.pageCount)
    expect(judged.site?.score).not.toBeNull()
    const cappedBy = judged.site?.cappedBy ?? null
    if (cappedBy !== null) expect(answer.text).toContain(`capped by the site issue ${cappedBy}`)
    for (const issue of (judged.issues ?? []).slice(0, 10)) expect(answer.text).toContain(`${issue.id} [`)
    expect(answer.text).toContain(`site score ${judged.site?.score}/100`)
    // Every planted defect the crawl collects facts for, with its URLs; no clean page named.
    for (const defect of site.defects) {
      if (defect.id === "llms-txt-urls") continue
      const issue = judged.issues?.find((each) => each.id === defect.id)
      expect(issue, defect.id).toBeDefined()
      expect(issue?.pages, defect.id).toEqual(expect.arrayContaining([...defect.urls]))
    }
    // The cross-page checks name no clean page (an issue the pages share names its pages, as it should).
    const checks = new Set(site.defects.map((defect) => defect.id))
    const named = new Set(
      judged.issues
        ?.filter((issue) => checks.has(issue.id))
        .flatMap((issue) => issue.items.map((item) => item.url)),
    )
    expect(site.cleanPages.filter((url) => named.has(url))).toEqual([])
    // The pages, lowest score first, each with its scores.
    const scores = (judged.pages ?? []).flatMap((page) => (page.score === null ? [] : [page.score]))
    expect(scores).toEqual([...scores].sort((a, b) => a - b))
    expect(Math.max(...(judged.pages ?? []).map((page) => page.linkScore ?? 0))).toBe(100)

    // Read again, the same answer.
    const again = await call("get_site_result", { crawl_id: first.crawlId })
    expect(again.structured).toEqual(answer.structured)
  })

  it("refuses bad arguments and unknown crawls with the contract's codes", async () => {
    const notPublic = await call("audit_site", { url: "ftp://example.com/" })
    expect(notPublic.isError).toBe(true)
    expect(notPublic.text).toMatch(/^Error invalid_request: /)
    const tooMany = await call("audit_site", { url: site.url, max_pages: 100_000 })
    expect(tooMany.isError).toBe(true)
    expect(tooMany.text).toContain("invalid_request")
    const unknown = await call("get_site_result", { crawl_id: "no-such-crawl" })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toMatch(/^Error not_found: .*crawl_id returned by audit_site/)
  })
})
