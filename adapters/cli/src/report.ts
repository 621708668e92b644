import type { Locale } from "@svc/contract"
import { SVC_VERSION } from "@svc/core/version"
import { Effect, Option } from "effect"
import type { AuditedPages } from "./audited-pages"
import type { ChosenGate } from "./commands/gate-options"
import { type ExitCode, exitCodeOf, gateFailures } from "./exit-code"
import { setExitCode } from "./exit-status"
import { humanReport } from "./output/human"
import type { ReportFiles } from "./output/report-files"
import { sarifLog } from "./output/sarif"
import { failureReason, say } from "./output/say"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "./output/streams"

/** What stdout gets: the report for people, the contract's JSON, or SARIF 2.1.0. */
export type Format = "human" | "json" | "sarif"

export interface ReportChoice extends ChosenGate {
  readonly format: Format
  /** `--pdf <file>`: also write the PDF report(s). */
  readonly pdf: Option.Option<string>
  /** `--html <file>`: also write the HTML report(s). */
  readonly html: Option.Option<string>
  readonly locale: Locale
  /** `--verbose`: the human output lists every item of a finding, not only the first few. */
  readonly verbose: boolean
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * `--json`: exactly the `result` object when the audit has one page, the status record's `pages`
 * when it has several; nothing else goes to stdout.
 */
const jsonOutput = (audited: AuditedPages, locale: Locale) => {
  const [only, ...others] = audited.pages
  if (only === undefined || others.length > 0) return writeStdout(json(audited.pages))
  if (only.status === "done") return writeStdout(json(only.result))
  return writeStderr(
    `svc: ${only.url} ${say(locale, "cli.notAudited")}: ${failureReason(locale, only.error)} (${only.error.code})\n`,
  )
}

/**
 * Writes the report files one option asks for and says which were written and why the others were
 * not. The renderers (`@svc/pdf`, `@svc/html-report`) are loaded only when a file is asked for.
 */
const writeReports = (
  file: Option.Option<string>,
  saved: (file: string) => string,
  write: (file: string) => Effect.Effect<ReportFiles>,
) =>
  Effect.gen(function* () {
    if (Option.isNone(file)) return true
    const { written, failures } = yield* write(file.value)
    for (const target of written) yield* writeStderr(`${saved(target)}\n`)
    for (const failure of failures) yield* writeStderr(`${stderrStyle().red("svc:")} ${failure.message}\n`)
    return failures.length === 0
  })

/**
 * Prints an audit the chosen way, writes the PDFs and HTML reports asked for, and sets the exit code:
 * 2 when the gate fails (by default: failing checks exist), 0 when it passes, 1 when a page could not
 * be audited or a report not written; with `--pdf` or `--html` and no machine format, 0 as soon as
 * every file is written, unless a gate option (`--fail-on`, `--min-score`) asks to gate on the results.
 * A gate asked for says why it failed.
 */
export const report = (audited: AuditedPages, choice: ReportChoice) =>
  Effect.gen(function* () {
    const { locale } = choice
    const pdfWritten = yield* writeReports(
      choice.pdf,
      (file) => say(locale, "cli.saved.pdf", { file }),
      (file) =>
        Effect.promise(() => import("./output/pdf-reports")).pipe(
          Effect.flatMap(({ writePdfReports }) => writePdfReports(audited, file, locale)),
        ),
    )
    const htmlWritten = yield* writeReports(
      choice.html,
      (file) => say(locale, "cli.saved.html", { file }),
      (file) =>
        Effect.promise(() => import("./output/html-reports")).pipe(
          Effect.flatMap(({ writeHtmlReports }) => writeHtmlReports(audited, file, locale)),
        ),
    )
    switch (choice.format) {
      case "json":
        yield* jsonOutput(audited, locale)
        break
      case "sarif":
        yield* writeStdout(json(sarifLog(audited, SVC_VERSION)))
        break
      case "human":
        yield* writeStdout(humanReport(audited, locale, stdoutStyle(), choice.verbose))
        break
    }
    const byResults = exitCodeOf(audited, choice.gate)
    const code: ExitCode = !(pdfWritten && htmlWritten)
      ? 1
      : (Option.isSome(choice.pdf) || Option.isSome(choice.html)) &&
          choice.format === "human" &&
          !choice.explicit
        ? 0
        : byResults
    if (code === 2 && choice.explicit)
      for (const reason of gateFailures(audited, choice.gate, locale))
        yield* writeStderr(`${stderrStyle().red("svc:")} ${say(locale, "cli.gateFailed", { reason })}\n`)
    yield* setExitCode(code)
  })
