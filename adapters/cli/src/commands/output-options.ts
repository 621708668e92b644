import { Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { UsageError } from "../errors"
import { FORMAT_TEXT, HTML_TEXT, JSON_TEXT, PDF_TEXT, VERBOSE_TEXT } from "../help/command-texts"
import type { Format } from "../report"

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
