// pnpm html-report-sample [--locale en|sk|es] [--query "<phrase>"]: the demo site's HTML report,
// docs/sample-report.html, and screenshots of it in Chromium: docs/html-report.png (a laptop's width,
// the README's) and docs/html-report-phone.png (a phone's).
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { renderHtmlReport } from "@svc/html-report"
import { launchBrowser } from "../test/support/browser"
import { sampleResult } from "./sample-result"

const docs = resolve(import.meta.dirname, "../docs")
const { values } = parseArgs({
  options: {
    out: { type: "string", default: resolve(docs, "sample-report.html") },
    screenshot: { type: "string", default: resolve(docs, "html-report.png") },
    "phone-screenshot": { type: "string", default: resolve(docs, "html-report-phone.png") },
    locale: { type: "string", default: "en" },
    query: { type: "string" },
  },
})
const { result, locale } = await sampleResult(values.locale, values.query)
const html = renderHtmlReport(result, { locale })
writeFileSync(values.out, html)

// The tests' browser (Debian's Chromium through playwright-core), at a laptop's width and a phone's.
const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  await page.goto(pathToFileURL(values.out).href, { waitUntil: "load" })
  await page.setViewportSize({ width: 1000, height: 2300 })
  await page.screenshot({ path: values.screenshot })
  await page.setViewportSize({ width: 390, height: 1700 })
  await page.screenshot({ path: values["phone-screenshot"] })
} finally {
  await browser.close()
}
console.log(
  `${values.out}: ${(html.length / 1024).toFixed(1)} KB, ${result.findings.length} findings; ${values.screenshot}, ${values["phone-screenshot"]}`,
)
