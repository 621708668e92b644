// pnpm html-report-sample [--locale en|sk|es] [--query "<phrase>"]: the demo site's HTML report,
// docs/sample-report.html, and a screenshot of it in Chromium, docs/html-report.png (the README's).
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { Locale } from "@svc/contract"
import { auditSnapshot, createRegistry } from "@svc/core"
import { renderHtmlReport } from "@svc/html-report"
import { Schema } from "effect"
import { launchBrowser } from "../test/support/browser"
import { demoSnapshot } from "./demo-site"
import { registeredPacks } from "./registered-packs"

const docs = resolve(import.meta.dirname, "../docs")
const { values } = parseArgs({
  options: {
    out: { type: "string", default: resolve(docs, "sample-report.html") },
    screenshot: { type: "string", default: resolve(docs, "html-report.png") },
    locale: { type: "string", default: "en" },
    query: { type: "string" },
  },
})
const locale = Schema.decodeUnknownSync(Locale)(values.locale)

// A fixed scan time, so the committed sample changes only when the audit or the report does.
const snapshot = demoSnapshot("2026-11-22T10:15:30.123Z")
const registry = createRegistry(await registeredPacks())
const result = auditSnapshot(snapshot, { registry, query: values.query, locale })
const html = renderHtmlReport(result, { locale })
writeFileSync(values.out, html)

// The tests' browser (Debian's Chromium through playwright-core), at a laptop's width.
const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  await page.setViewportSize({ width: 1000, height: 2300 })
  await page.goto(pathToFileURL(values.out).href, { waitUntil: "load" })
  await page.screenshot({ path: values.screenshot })
} finally {
  await browser.close()
}
console.log(`${values.out}: ${(html.length / 1024).toFixed(1)} KB, ${result.findings.length} findings; ${values.screenshot}`)
