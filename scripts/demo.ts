// pnpm demo [--json] [--query "<phrase>"]: audit the embedded demo site, offline, with every registered pack.
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import type { Result } from "@svc/contract"
import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { registeredPacks } from "./registered-packs"

const { values } = parseArgs({
  options: { json: { type: "boolean", default: false }, query: { type: "string" } },
})
const site = resolve(import.meta.dirname, "../fixtures/sites/bakery")
const origin = "https://bakery.example"
const file = (name: string) => readFileSync(join(site, name), "utf8")

const snapshot = snapshotOfHtml(file("index.html"), {
  url: `${origin}/`,
  headers: { "content-type": "text/html; charset=utf-8", "cache-control": "max-age=300" },
  responseTimeMs: 180,
  fetchedAt: new Date().toISOString(),
  siteFiles: {
    robots: { state: "present", url: `${origin}/robots.txt`, status: 200, body: file("robots.txt") },
    sitemap: { state: "present", url: `${origin}/sitemap.xml`, status: 200, body: file("sitemap.xml") },
    llms: { state: "absent", url: `${origin}/llms.txt`, status: 404 },
  },
})

const registry = createRegistry(await registeredPacks())
const result: Result = auditSnapshot(snapshot, { registry, query: values.query })

if (values.json) {
  console.log(JSON.stringify(result, null, 2))
} else {
  const show = (value: number | null) => (value === null ? "–" : String(value))
  const { score, summary, page, query } = result
  console.log(
    `svc demo audit of ${result.url} (offline, ${registry.rules.length} rules in ${registry.packs.length} packs)\n`,
  )
  console.log(
    `Score ${show(score.svc)}   content ${show(score.parts.content)} · google ${show(score.parts.google)} · ai ${show(score.parts.ai)} · technical ${show(score.parts.technical)} · experience ${show(score.parts.experience)}`,
  )
  console.log(
    `SEO ${show(score.seo)} · GEO ${show(score.geo)} · HTML ${show(score.html)}   not measured: ${result.unmeasured.join(", ") || "nothing"}`,
  )
  console.log(
    `Page: "${page.title}" · ${page.language} · ${page.pageType} · ${page.wordCount.main}/${page.wordCount.total} words`,
  )
  console.log(
    `Phrase: "${query.primary}" (${query.source}, match ${show(query.score)}) · suggestions: ${query.suggestions.slice(0, 5).join(", ")}`,
  )
  console.log(
    `Checks: ${summary.failed} failed, ${summary.review} to review, ${summary.extras} extras, ${summary.passed} passed, ${summary.notApplicable} n/a, ${summary.unavailable} unavailable (${summary.checksEvaluated} run)\n`,
  )
  for (const finding of result.findings.slice(0, 10)) {
    console.log(`${finding.status === "fail" ? "✗" : "?"} [${finding.level}] ${finding.id}: ${finding.label}`)
    console.log(`    found: ${finding.evidence}`)
    console.log(`    fix:   ${finding.fix}`)
  }
}
