import { Command } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { Effect } from "effect"
import { checkKey } from "../audits"
import { KEY_CHECK_TEXT, KEY_LOCALE_TEXT } from "../help/command-texts"
import { Progress } from "../output/progress"
import { writeStdout } from "../output/streams"
import { localeOption } from "./audit-command"

const check = (settings: BackendSettings) =>
  Command.make("check", { locale: localeOption(KEY_LOCALE_TEXT) }, ({ locale }) =>
    Effect.gen(function* () {
      const verdict = yield* checkKey(settings, locale).pipe(
        Effect.ensuring(Effect.flatMap(Progress, (progress) => progress.clear)),
      )
      yield* writeStdout(`${verdict}\n`)
    }),
  ).pipe(Command.withDescription(KEY_CHECK_TEXT))

/** `svc key check`: the key check of decision 9. */
export const keyCommand = (settings: BackendSettings) =>
  Command.make("key").pipe(
    Command.withDescription("The API key in SVC_API_KEY."),
    Command.withSubcommands([check(settings)]),
  )
