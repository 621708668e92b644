import { readdirSync, readFileSync } from "node:fs"
import { evaluateRule, extractFacts, snapshotOfHtml } from "@svc/core"
import { geo } from "@svc/rules-geo"
const dir = "/work/shared/corpus/pages"
const stats = new Map<string, Record<string, number>>()
const samples = new Map<string, string[]>()
for (const name of readdirSync(dir).filter((n) => n.endsWith(".html"))) {
  const snap = snapshotOfHtml(readFileSync(`${dir}/${name}`, "utf8"), {
    url: "https://bench.example/page",
    siteFiles: { robots: { state: "present", url: "https://bench.example/robots.txt", status: 200, body: "User-agent: *\nAllow: /\n" }, llms: { state: "absent", url: "https://bench.example/llms.txt", status: 404 }, sitemap: { state: "absent", url: "https://bench.example/sitemap.xml", status: 404 } },
  })
  const facts = extractFacts(snap)
  for (const rule of geo.rules) {
    const { outcome } = evaluateRule(rule, facts, "en")
    const s = stats.get(rule.id) ?? {}
    s[outcome.status] = (s[outcome.status] ?? 0) + 1
    stats.set(rule.id, s)
    if ((outcome.status === "fail" || outcome.status === "review") && process.argv.includes(rule.id)) {
      const l = samples.get(rule.id) ?? []; l.push(`${outcome.status} ${name}: ${outcome.evidence.slice(0, 220)}`); samples.set(rule.id, l)
    }
    if (outcome.status === "unavailable") console.log("UNAVAILABLE", rule.id, name, outcome.reason)
  }
}
console.table([...stats].map(([id, s]) => ({ id, ...s })))
for (const [id, l] of samples) { console.log("==", id); for (const x of l.slice(0, 12)) console.log("  ", x) }
