import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { textsIn } from "@svc/core"
import { describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { mcpText, mcpTextKeys, say } from "../src/say"
import { bakeryFailures } from "./support/bakery"
import { sessionWithSite } from "./support/session-with-site"
import { temporaryDirectory } from "./support/svc-mcp"
import { decodeAnswer } from "./support/tool-answer"

const { site, call, workingDirectory } = sessionWithSite({
  env: { SVC_MCP_ALLOW_PRIVATE_TARGETS: "1" },
})

describe("audit_website in embedded mode (a real svc-mcp process, a fixture site on 127.0.0.1)", () => {
  it("answers the score, its parts and every failing check with its fix, as text and as structured content", async () => {
    const answer = await call("audit_website", { url: site().url("/"), query: "sourdough bread Košice" })
    expect(answer.isError).toBe(false)
    expect(answer.structured).toMatchObject({
      status: "complete",
      url: site().url("/"),
      query: { primary: "sourdough bread Košice", source: "input" },
      unmeasured: ["performance"],
    })
    const structured = decodeAnswer(answer.structured)
    expect(structured.auditId).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.keys(structured.score?.parts ?? {}).sort()).toEqual([
      "ai",
      "content",
      "experience",
      "google",
      "technical",
    ])
    const failingIds = structured.failing?.map((finding) => finding.id)
    expect(failingIds).toEqual(expect.arrayContaining(bakeryFailures))
    expect(structured.failing).toHaveLength(structured.summary?.failed ?? -1)
    for (const finding of structured.failing ?? []) {
      expect(finding.fix.length).toBeGreaterThan(0)
      expect(answer.text).toContain(finding.id)
      expect(answer.text).toContain(`Fix: ${finding.fix.replace(/\s+/g, " ").trim()}`)
    }
    expect(answer.text).toContain(`score ${structured.score?.svc}/100`)
    expect(answer.text).toContain(structured.auditId)
  })

  it("gives each finding's items, with their places in the HTML, in the structured content", async () => {
    const answer = await call("audit_website", { url: site().url("/") })
    const structured = decodeAnswer(answer.structured)
    const imageAlt = structured.failing?.find((finding) => finding.id === "image-alt")
    // The bakery's one image without alt text, where its home page has it (fixtures/sites/bakery/index.html).
    expect(imageAlt?.items).toEqual([
      {
        message: '<img src="/img/loaves.jpg"> has no alt text.',
        subject: "/img/loaves.jpg",
        location: { line: 34, column: 3 },
      },
    ])
    expect(imageAlt?.itemCount).toBe(1)
    const withItems = [...(structured.failing ?? []), ...(structured.toReview ?? [])].filter(
      (finding) => finding.items !== undefined,
    )
    for (const finding of withItems) {
      expect(finding.items?.length, finding.id).toBeGreaterThan(0)
      expect(finding.itemCount, finding.id).toBeGreaterThanOrEqual(finding.items?.length ?? 0)
    }
  })

  it("keeps the audit by id: get_audit_result answers the same result again", async () => {
    const started = await call("audit_website", { url: site().url("/") })
    const { auditId } = decodeAnswer(started.structured)
    const again = await call("get_audit_result", { audit_id: auditId })
    expect(again.isError).toBe(false)
    expect(again.structured).toEqual(started.structured)
    expect(again.text).toBe(started.text)
  })
})

describe("pages that cannot be audited in embedded mode", () => {
  it("answers an address nobody answers on with unreachable, naming the host", async () => {
    const answer = await call("audit_website", { url: "http://127.0.0.1:1/" })
    expect(answer.isError).toBe(true)
    expect(answer.text).toMatch(
      /^Error unreachable: 127\.0\.0\.1 refused the connection\. Check that 127\.0\.0\.1 /,
    )
  })

  it("answers a document that is not HTML with not_html and says to audit an HTML page", async () => {
    const answer = await call("audit_website", { url: site().url("/robots.txt") })
    expect(answer.isError).toBe(true)
    expect(answer.text).toMatch(/^Error not_html: .*Audit an HTML page/)
  })
})

/** The English phrases svc-mcp writes itself (its own texts, cut at placeholders) that `text` holds. */
const englishMcpSentences = (text: string): ReadonlyArray<string> =>
  mcpTextKeys
    .flatMap((key) => mcpText("en", key).split(/\{[A-Za-z]+\}/))
    .map((fragment) => fragment.trim())
    // Two words at least: a single one may be an id the result holds ("performance") or an acronym ("SEO").
    .filter((fragment) => /\p{L}+\s+\p{L}+/u.test(fragment) && text.includes(fragment))

describe("audit_website and get_audit_result in the locale the call asked for", () => {
  it("answers a Slovak call with Slovak texts around the result, none of svc-mcp's English sentences", async () => {
    const answer = await call("audit_website", { url: site().url("/"), locale: "sk" })
    expect(answer.isError).toBe(false)
    const { auditId, failing = [] } = decodeAnswer(answer.structured)
    expect(answer.text).toMatch(/^Audit svc stránky /)
    expect(answer.text).toContain(say("sk", "mcp.audit.pdfHint", { id: auditId }))
    // The audit itself ran in Slovak: its fixes are the Slovak ones the text quotes.
    for (const finding of failing)
      expect(answer.text).toContain(`Oprava: ${finding.fix.replace(/\s+/g, " ").trim()}`)
    expect(englishMcpSentences(answer.text)).toEqual([])

    const again = await call("get_audit_result", { audit_id: auditId, locale: "es" })
    expect(again.text).toMatch(/^Auditoría svc de /)
    expect(englishMcpSentences(again.text)).toEqual([])
  })
})

describe("svc_report_pdf in embedded mode", () => {
  const isPdf = (bytes: Buffer) =>
    bytes.subarray(0, 5).toString("latin1") === "%PDF-" &&
    bytes.subarray(-8).toString("latin1").includes("%%EOF")

  it("saves the PDF of an audit already run inside the working directory, and says where and how big", async () => {
    const started = await call("audit_website", { url: site().url("/") })
    const { auditId } = decodeAnswer(started.structured)
    const answer = await call("svc_report_pdf", { path: "reports/bakery.pdf", audit_id: auditId })
    const saved = join(workingDirectory, "reports/bakery.pdf")
    expect(answer.isError).toBe(false)
    const bytes = readFileSync(saved)
    expect(isPdf(bytes)).toBe(true)
    expect(answer.structured).toEqual({
      auditId,
      status: "complete",
      path: saved,
      bytes: bytes.byteLength,
      url: site().url("/"),
    })
    expect(answer.text).toContain(saved)
    // A PDF reader can open it, and it reports on the audited page.
    const text = execFileSync(requireTool("pdftotext"), ["-enc", "UTF-8", saved, "-"], { encoding: "utf8" })
    expect(text.replace(/\s+/g, "")).toContain(site().url("/").replace(/\s+/g, ""))
  })

  it("runs a new audit for a url and saves its PDF to an absolute path outside the working directory", async () => {
    const elsewhere = temporaryDirectory()
    try {
      const target = join(elsewhere.path, "bakery.pdf")
      const answer = await call("svc_report_pdf", { path: target, url: site().url("/"), query: "rye bread" })
      expect(answer.isError).toBe(false)
      expect(isPdf(readFileSync(target))).toBe(true)
      expect(answer.structured).toMatchObject({ status: "complete", path: target })
    } finally {
      elsewhere.dispose()
    }
  })

  it("answers and writes the report in the locale the call asked for: Slovak, no English sentence", async () => {
    const answer = await call("svc_report_pdf", {
      path: "slovak/bakery.pdf",
      url: site().url("/"),
      locale: "sk",
    })
    const saved = join(workingDirectory, "slovak/bakery.pdf")
    expect(answer.isError).toBe(false)
    const { auditId, bytes } = answer.structured as { auditId: string; bytes: number }
    expect(answer.text).toBe(
      say("sk", "mcp.pdfSaved", { url: site().url("/"), id: auditId, file: saved, bytes }),
    )
    expect(answer.text).toMatch(/^PDF správa o /)
    expect(answer.text).not.toContain(
      say("en", "mcp.pdfSaved", { url: "", id: "", file: "", bytes: 0 }).slice(0, 20),
    )
    const text = execFileSync(requireTool("pdftotext"), ["-enc", "UTF-8", saved, "-"], { encoding: "utf8" })
    const kicker = (locale: "en" | "sk") => textsIn(locale)("report.kicker").toLowerCase()
    expect(text.toLowerCase()).toContain(kicker("sk"))
    expect(text.toLowerCase()).not.toContain(kicker("en"))
  })

  it("refuses a locale other than en, sk or es with invalid_locale, before running any audit", async () => {
    const hits = site().hits("/")
    const answer = await call("svc_report_pdf", { path: "german.pdf", url: site().url("/"), locale: "de" })
    expect(answer.isError).toBe(true)
    expect(answer.text).toContain("invalid_locale")
    expect(existsSync(join(workingDirectory, "german.pdf"))).toBe(false)
    expect(site().hits("/")).toBe(hits)
  })

  it("never overwrites a file: a second report to the same path is refused and the first stays", async () => {
    const started = await call("audit_website", { url: site().url("/") })
    const { auditId } = decodeAnswer(started.structured)
    const first = await call("svc_report_pdf", { path: "twice.pdf", audit_id: auditId })
    expect(first.isError).toBe(false)
    const before = readFileSync(join(workingDirectory, "twice.pdf"))
    const second = await call("svc_report_pdf", { path: "twice.pdf", audit_id: auditId })
    expect(second.isError).toBe(true)
    expect(second.text).toMatch(/^Error invalid_request: .*already exists.*never overwrites/)
    expect(readFileSync(join(workingDirectory, "twice.pdf"))).toEqual(before)
  })

  it("refuses a relative path that leads outside the working directory, before running any audit", async () => {
    const hits = site().hits("/")
    const answer = await call("svc_report_pdf", { path: "../escaped.pdf", url: site().url("/") })
    expect(answer.isError).toBe(true)
    expect(answer.text).toMatch(/^Error invalid_request: .*outside the working directory/)
    expect(existsSync(join(workingDirectory, "../escaped.pdf"))).toBe(false)
    expect(site().hits("/")).toBe(hits)
  })
})
