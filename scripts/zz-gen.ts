import { generatedPage } from "/work/main/bench/generated-page"
import { auditPage } from "/work/main/test/scores/audit-page"
import { defects } from "/work/main/test/scores/defects"
const i = Number(process.env.I ?? 0)
const html = generatedPage(12_000 + i * 9_000, i + 1)
let out = html
for (const n of process.argv.slice(2)) out = defects.find((d) => d.name === n)!.apply(out)
const a = auditPage(html), b = auditPage(out)
console.log(a.score.svc, a.score.parts, b.score.svc, b.score.parts)
const ids = new Set([...a.findings, ...b.findings].map((f) => f.id))
for (const id of ids) { const x = a.findings.find((f) => f.id === id), y = b.findings.find((f) => f.id === id); if (x?.status !== y?.status) console.log(id, x?.status, "->", y?.status, (y ?? x)!.evidence.slice(0, 150)) }
