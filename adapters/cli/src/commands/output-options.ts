import { Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { UsageError } from "../errors"
import type { Format } from "../report"

export const JSON_TEXT =
  "Print exactly the result object (one page) or the status record's pages (several) on stdout, and nothing else."

export const FORMAT_TEXT =
  "What stdout gets: human (default), json (as --json) or sarif (SARIF 2.1.0 for code-scanning tools)."

export const PDF_TEXT =
  "Also save the PDF report to this file (several pages: file-0.pdf, file-1.pdf, …). Exit code 0 once written, unless --json, --format json|sarif, --fail-on or --min-score asks to gate on the results."

export const HTML_TEXT =
  "Also save the HTML report to this file: one page, no request to anywhere, opens from disk (several pages: file-0.html, file-1.html, …; a page that could not be audited gets one saying why). Exit code as with --pdf."

export const VERBOSE_TEXT =
  "The human output lists every item of a finding (each image without alt text, each duplicate id…) the result holds, not only the first five."

export const jsonOption = Options.boolean("json").pipe(Options.withDescription(JSON_TEXT))

export const formatOption = Options.choice("format", ["human", "json", "sarif"]).pipe(
  Options.optional,
  Options.withDescription(FORMAT_TEXT),
)

export const pdfOption = Options.file("pdf").pipe(Options.optional, Options.withDescription(PDF_TEXT))

/** `--json` and `--format` together must agree. */
export const chosenFormat = (
  json: boolean,
  format: Option.Option<Format>,
): Effect.Effect<Format, UsageError> => {
  if (!json) return Effect.succeed(Option.getOrElse(format, () => "human" as const))
  if (Option.isSome(format) && format.value !== "json")
    return Effect.fail(
      new UsageError({ message: `--json and --format ${format.value} ask for two outputs; choose one.` }),
    )
  return Effect.succeed("json")
}

export const verboseOption = Options.boolean("verbose").pipe(Options.withDescription(VERBOSE_TEXT))

export const htmlOption = Options.file("html").pipe(Options.optional, Options.withDescription(HTML_TEXT))

/** The options of what an audit prints and writes, the same for `svc audit` and `svc result`. */
export const outputOptions = {
  json: jsonOption,
  format: formatOption,
  pdf: pdfOption,
  html: htmlOption,
  verbose: verboseOption,
}
