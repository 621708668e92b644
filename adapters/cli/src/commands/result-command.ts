import { Args, Command } from "@effect/cli"
import { AuditId } from "@svc/contract"
import { Effect, Schema } from "effect"
import { Backend } from "../backend"
import { UsageError } from "../errors"
import { ID_TEXT, LOCALE_TEXT, RESULT_TEXT } from "../help/command-texts"
import { Progress } from "../output/progress"
import { report } from "../report"
import { localeOption } from "./audit-command"
import { chosenGate, failOnOption, minScoreOption } from "./gate-options"
import { chosenFormat, outputOptions } from "./output-options"

const id = Args.text({ name: "id" }).pipe(Args.withDescription(ID_TEXT))

/** `svc result <id>`: picks up an audit already running on the server and waits for it; starts nothing. */
export const resultCommand = Command.make(
  "result",
  {
    id,
    locale: localeOption(LOCALE_TEXT),
    ...outputOptions,
    failOn: failOnOption,
    minScore: minScoreOption,
  },
  (options) =>
    Effect.gen(function* () {
      const format = yield* chosenFormat(options.json, options.format)
      const gate = yield* chosenGate(options.failOn, options.minScore)
      if (!Schema.is(AuditId)(options.id))
        return yield* new UsageError({ message: `${options.id} is not an audit id (a UUID).` })
      const backend = yield* Backend
      const audited = yield* backend
        .collect(options.id, options.locale)
        .pipe(Effect.ensuring(Effect.flatMap(Progress, (progress) => progress.clear)))
      yield* report(audited, {
        format,
        pdf: options.pdf,
        html: options.html,
        locale: options.locale,
        verbose: options.verbose,
        ...gate,
      })
    }),
).pipe(Command.withDescription(RESULT_TEXT))
