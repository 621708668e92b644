import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { createRegistry, evaluateRule, extractFacts, snapshotOfHtml } from "@svc/core"
import { registeredPacks } from "./registered-packs"
const registry = createRegistry(await registeredPacks())
const dir = "/work/shared/corpus/pages"
const names = readdirSync(dir).filter((n) => n.endsWith(".html")).sort()
const facts = names.map((n) => extractFacts(snapshotOfHtml(readFileSync(join(dir, n), "utf8"), { url: "https://bench.example/page" })))
const rows: Array<[string, number]> = []
let total = 0
for (const { rule } of registry.rules) {
  for (const f of facts) evaluateRule(rule, f, "en")
  const t = process.hrtime.bigint()
  for (let r = 0; r < 3; r++) for (const f of facts) evaluateRule(rule, f, "en")
  const ms = Number(process.hrtime.bigint() - t) / 1e6 / 3
  total += ms
  rows.push([rule.id, ms])
}
rows.sort((a, b) => b[1] - a[1])
console.log("total ms per pass over corpus", total.toFixed(0))
for (const [id, ms] of rows.slice(0, 20)) console.log(id.padEnd(30), ms.toFixed(1))
