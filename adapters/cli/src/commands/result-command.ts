import { Args, Command } from "@effect/cli"
import { AuditId } from "@svc/contract"
import { Effect, Schema } from "effect"
import { Backend } from "../backend"
import { UsageError } from "../errors"
import { Progress } from "../output/progress"
import { report } from "../report"
import { chosenFormat, formatOption, jsonOption, pdfOption } from "./output-options"

const id = Args.text({ name: "id" }).pipe(
  Args.withDescription("The audit id the start of the audit printed."),
)

/** `svc result <id>`: picks up an audit already running on the server and waits for it; starts nothing. */
export const resultCommand = Command.make(
  "result",
  { id, json: jsonOption, format: formatOption, pdf: pdfOption },
  (options) =>
    Effect.gen(function* () {
      const format = yield* chosenFormat(options.json, options.format)
      if (!Schema.is(AuditId)(options.id))
        return yield* new UsageError({ message: `${options.id} is not an audit id (a UUID).` })
      const backend = yield* Backend
      const audited = yield* backend
        .collect(options.id)
        .pipe(Effect.ensuring(Effect.flatMap(Progress, (progress) => progress.clear)))
      yield* report(audited, { format, pdf: options.pdf, locale: "en" })
    }),
).pipe(
  Command.withDescription(
    "Wait for an audit already started on the server (SVC_API_URL) and print it like svc audit; starts nothing and spends no quota.",
  ),
)
