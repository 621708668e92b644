import type { Locale } from "@svc/contract"
import { Effect, Option } from "effect"
import type { AuditedPages } from "./audited-pages"
import { type ExitCode, exitCodeOf } from "./exit-code"
import { setExitCode } from "./exit-status"
import { humanReport } from "./output/human"
import { writePdfReports } from "./output/pdf-reports"
import { sarifLog } from "./output/sarif"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "./output/streams"
import { CLI_VERSION } from "./version"

/** What stdout gets: the report for people, the contract's JSON, or SARIF 2.1.0. */
export type Format = "human" | "json" | "sarif"

export interface ReportChoice {
  readonly format: Format
  /** `--pdf <file>`: also write the PDF report(s). */
  readonly pdf: Option.Option<string>
  readonly locale: Locale
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * `--json`: exactly the `result` object when the audit has one page, the status record's `pages`
 * when it has several; nothing else goes to stdout.
 */
const jsonOutput = (audited: AuditedPages) => {
  const [only, ...others] = audited.pages
  if (only === undefined || others.length > 0) return writeStdout(json(audited.pages))
  if (only.status === "done") return writeStdout(json(only.result))
  return writeStderr(`svc: ${only.url} could not be audited: ${only.error.error} (${only.error.code})\n`)
}

/**
 * Prints an audit the chosen way, writes the PDFs asked for, and sets the exit code: 2 when failing
 * checks exist, 0 when none, 1 when a page could not be audited; with `--pdf` and no machine format,
 * 0 as soon as every file is written (gate on results with `--json`).
 */
export const report = (audited: AuditedPages, choice: ReportChoice) =>
  Effect.gen(function* () {
    let pdfWritten = true
    if (Option.isSome(choice.pdf)) {
      const { written, failures } = yield* writePdfReports(audited, choice.pdf.value, choice.locale)
      for (const file of written) yield* writeStderr(`Saved the PDF report to ${file}\n`)
      for (const failure of failures) yield* writeStderr(`${stderrStyle().red("svc:")} ${failure.message}\n`)
      pdfWritten = failures.length === 0
    }
    switch (choice.format) {
      case "json":
        yield* jsonOutput(audited)
        break
      case "sarif":
        yield* writeStdout(json(sarifLog(audited, CLI_VERSION)))
        break
      case "human":
        yield* writeStdout(humanReport(audited, choice.locale, stdoutStyle()))
        break
    }
    const byResults = exitCodeOf(audited)
    const code: ExitCode = !pdfWritten
      ? 1
      : Option.isSome(choice.pdf) && choice.format === "human"
        ? 0
        : byResults
    yield* setExitCode(code)
  })
