import type { Locale } from "@svc/contract"
import { Effect, Option } from "effect"
import type { AuditedPages } from "./audited-pages"
import type { ChosenGate } from "./commands/gate-options"
import { type ExitCode, exitCodeOf, gateFailures } from "./exit-code"
import { setExitCode } from "./exit-status"
import { humanReport } from "./output/human"
import { writePdfReports } from "./output/pdf-reports"
import { sarifLog } from "./output/sarif"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "./output/streams"
import { CLI_VERSION } from "./version"

/** What stdout gets: the report for people, the contract's JSON, or SARIF 2.1.0. */
export type Format = "human" | "json" | "sarif"

export interface ReportChoice extends ChosenGate {
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
 * Prints an audit the chosen way, writes the PDFs asked for, and sets the exit code: 2 when the gate
 * fails (by default: failing checks exist), 0 when it passes, 1 when a page could not be audited;
 * with `--pdf` and no machine format, 0 as soon as every file is written, unless a gate option
 * (`--fail-on`, `--min-score`) asks to gate on the results. A gate asked for says why it failed.
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
    const byResults = exitCodeOf(audited, choice.gate)
    const code: ExitCode = !pdfWritten
      ? 1
      : Option.isSome(choice.pdf) && choice.format === "human" && !choice.explicit
        ? 0
        : byResults
    if (code === 2 && choice.explicit)
      for (const reason of gateFailures(audited, choice.gate))
        yield* writeStderr(`${stderrStyle().red("svc:")} gate failed: ${reason}.\n`)
    yield* setExitCode(code)
  })
