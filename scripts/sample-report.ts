// pnpm sample-report [--out FILE] [--locale en|sk|es] [--query "<phrase>"]: the demo site's PDF report.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import { renderReport } from "@svc/pdf"
import { sampleResult } from "./sample-result"

const { values } = parseArgs({
  options: {
    out: { type: "string", default: resolve(import.meta.dirname, "../docs/sample-report.pdf") },
    locale: { type: "string", default: "en" },
    query: { type: "string" },
  },
})
const { result, locale } = await sampleResult(values.locale, values.query)
const pdf = renderReport(result, { locale })
writeFileSync(values.out, pdf)
console.log(`${values.out}: ${(pdf.byteLength / 1024).toFixed(1)} KB, ${result.findings.length} findings`)
