// pnpm demo [--json] [--query "<phrase>"]: audit the embedded demo site, offline, with every registered pack.
import { parseArgs } from "node:util"
import type { Result } from "@svc/contract"
import { auditSnapshot, createRegistry } from "@svc/core"
import { demoSnapshot } from "./demo-site"
import { registeredPacks } from "./registered-packs"

const { values } = parseArgs({
  options: { json: { type: "boolean", default: false }, query: { type: "string" } },
})
const snapshot = demoSnapshot()

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
