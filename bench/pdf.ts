// The PDF report's speed and size (issue 10: a 100-finding report under 300 KB, rendered in under 300 ms).
import type { Finding, Result } from "@svc/contract"
import { auditSnapshot, createRegistry } from "@svc/core"
import { renderReport } from "@svc/pdf"
import { demoSnapshot } from "../scripts/demo-site"
import { registeredPacks } from "../scripts/registered-packs"

const registry = createRegistry(await registeredPacks())
const demo = auditSnapshot(demoSnapshot("2026-11-22T10:15:30.123Z"), { registry })

/** The demo audit with `count` findings: its real ones repeated, each with its own id and evidence. */
const withFindings = (count: number, locale: "en" | "sk" = "en"): Result => {
  const base =
    locale === "en" ? demo : auditSnapshot(demoSnapshot("2026-11-22T10:15:30.123Z"), { registry, locale })
  const templates = base.findings
  const findings: Finding[] = Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length] as Finding
    return {
      ...template,
      id: `${template.id}-${index}`,
      evidence: `${template.evidence} Seen on element ${index} of the page (line ${100 + index * 7}).`,
    }
  })
  return { ...base, findings }
}

const cases: ReadonlyArray<{ name: string; result: Result; locale: "en" | "sk" }> = [
  { name: `demo site (${demo.findings.length} findings)`, result: demo, locale: "en" },
  { name: "100 findings", result: withFindings(100), locale: "en" },
  { name: "100 findings, Slovak", result: withFindings(100, "sk"), locale: "sk" },
  { name: "200 findings", result: withFindings(200), locale: "en" },
]

const rounds = 15
const median = (samples: number[]) =>
  samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN

console.log(
  `\nPDF report (@svc/pdf) — median of ${rounds} renders after a warm-up, Node ${process.version}\n`,
)
const rows: Array<Record<string, string>> = []
for (const { name, result, locale } of cases) {
  renderReport(result, { locale })
  const wall: number[] = []
  const cpu: number[] = []
  let bytes = 0
  for (let round = 0; round < rounds; round++) {
    globalThis.gc?.()
    const start = process.hrtime.bigint()
    const startCpu = process.cpuUsage()
    bytes = renderReport(result, { locale }).byteLength
    const usedCpu = process.cpuUsage(startCpu)
    wall.push(Number(process.hrtime.bigint() - start) / 1e6)
    cpu.push((usedCpu.user + usedCpu.system) / 1e3)
  }
  const ms = median(wall)
  const kb = bytes / 1024
  rows.push({
    report: name,
    "ms / report": ms.toFixed(1),
    // CPU time is what a busy machine shares out; it shows the renderer's own cost when wall time is noisy.
    "CPU ms": median(cpu).toFixed(1),
    KB: kb.toFixed(1),
    "target (100 findings: < 300 ms, < 300 KB)":
      result.findings.length === 100 ? (ms < 300 && kb < 300 ? "met" : "MISSED") : "",
  })
}
console.table(rows)
