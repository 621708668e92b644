// pnpm agreement:record [--check]: runs Lighthouse 12.8.2 in Debian's Chromium over every agreement
// fixture and writes its verdicts to fixtures/lighthouse-agreement/lighthouse-verdicts.json.
// With --check it writes nothing and exits 1 when Lighthouse's verdicts differ from the record.
import { parseArgs } from "node:util"
import type { AuditVerdict } from "@svc/lighthouse"
import { serveCase } from "./case-server"
import { readCases } from "./cases"
import {
  agreementChrome,
  CATEGORIES,
  chromiumVersion,
  lighthouseVerdicts,
  RECORD_FILE,
  readRecord,
  writeRecord,
} from "./lighthouse-side"
import { makeTestCertificate } from "./tls"

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } })
const cases = readCases()
const certificate = makeTestCertificate()
const chrome = await agreementChrome()
const recorded: Record<string, Record<string, AuditVerdict>> = {}
let lighthouse = ""
const chromium = await chromiumVersion(chrome)
try {
  for (const testCase of cases) {
    const served = await serveCase(testCase, certificate)
    try {
      const run = await lighthouseVerdicts(chrome, served.startUrl)
      recorded[testCase.name] = run.verdicts
      lighthouse = run.lighthouse
      process.stdout.write(`${testCase.name}\n`)
    } finally {
      await served.close()
    }
  }
} finally {
  await chrome.close()
}

const record = { lighthouse, chromium, categories: CATEGORIES.join(", "), cases: recorded }
if (!values.check) {
  writeRecord(record)
  console.log(
    `recorded ${cases.length} cases (Lighthouse ${lighthouse}, Chromium ${chromium}) in ${RECORD_FILE}`,
  )
} else {
  const previous = readRecord()
  const differences = cases.flatMap((testCase) => {
    const before = previous.cases[testCase.name] ?? {}
    const now = recorded[testCase.name] ?? {}
    return [...new Set([...Object.keys(before), ...Object.keys(now)])]
      .filter((id) => before[id] !== now[id])
      .map(
        (id) =>
          `${testCase.name} ${id}: recorded ${before[id] ?? "nothing"}, Lighthouse now says ${now[id] ?? "nothing"}`,
      )
  })
  if (differences.length > 0) {
    console.error(`Lighthouse's verdicts differ from the record:\n${differences.join("\n")}`)
    process.exit(1)
  }
  console.log(`Lighthouse ${lighthouse} agrees with the record on all ${cases.length} cases`)
}
