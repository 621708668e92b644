// pnpm sample-report [--out FILE] [--locale en|sk|es] [--query "<phrase>"]: the demo site's PDF report.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import { Locale } from "@svc/contract"
import { auditSnapshot, createRegistry } from "@svc/core"
import { renderReport } from "@svc/pdf"
import { Schema } from "effect"
import { demoSnapshot } from "./demo-site"
import { registeredPacks } from "./registered-packs"

const { values } = parseArgs({
  options: {
    out: { type: "string", default: resolve(import.meta.dirname, "../docs/sample-report.pdf") },
    locale: { type: "string", default: "en" },
    query: { type: "string" },
  },
})
const locale = Schema.decodeUnknownSync(Locale)(values.locale)

// A fixed scan time, so the committed sample changes only when the audit or the report does.
const snapshot = demoSnapshot("2026-11-22T10:15:30.123Z")
const registry = createRegistry(await registeredPacks())
const result = auditSnapshot(snapshot, { registry, query: values.query, locale })
const pdf = renderReport(result, { locale })
writeFileSync(values.out, pdf)
console.log(`${values.out}: ${(pdf.byteLength / 1024).toFixed(1)} KB, ${result.findings.length} findings`)
