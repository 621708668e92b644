import { Args, Command } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { AuditId } from "@svc/contract"
import { Effect, Schema } from "effect"
import { collectAudit } from "../audits"
import { UsageError } from "../errors"
import { ID_TEXT, LOCALE_TEXT, RESULT_TEXT } from "../help/command-texts"
import { localeOption } from "./audit-command"
import { failOnOption, minScoreOption } from "./gate-options"
import { outputOptions } from "./output-options"
import { reportAudit } from "./report-audit"

const id = Args.text({ name: "id" }).pipe(Args.withDescription(ID_TEXT))

/** `svc result <id>`: picks up an audit already running on the server and waits for it; starts nothing. */
export const resultCommand = (settings: BackendSettings) =>
  Command.make(
    "result",
    {
      id,
      locale: localeOption(LOCALE_TEXT),
      ...outputOptions,
      failOn: failOnOption,
      minScore: minScoreOption,
    },
    (options) =>
      reportAudit(
        options,
        Schema.is(AuditId)(options.id)
          ? collectAudit(settings, options.id, options.locale)
          : Effect.fail(new UsageError({ message: `${options.id} is not an audit id (a UUID).` })),
      ),
  ).pipe(Command.withDescription(RESULT_TEXT))
