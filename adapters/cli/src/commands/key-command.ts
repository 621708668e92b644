import { Command } from "@effect/cli"
import { Effect } from "effect"
import { Backend } from "../backend"
import { Progress } from "../output/progress"
import { writeStdout } from "../output/streams"
import { localeOption } from "./audit-command"

export const KEY_CHECK_TEXT =
  "Test the key in SVC_API_KEY against the server in SVC_API_URL: stores nothing, runs no audit, spends no quota. Exit code 0 when valid, 1 when not."

export const KEY_LOCALE_TEXT = "Language of the sentence it prints: en (default), sk or es."

const check = Command.make("check", { locale: localeOption(KEY_LOCALE_TEXT) }, ({ locale }) =>
  Effect.gen(function* () {
    const backend = yield* Backend
    const verdict = yield* backend
      .checkKey(locale)
      .pipe(Effect.ensuring(Effect.flatMap(Progress, (progress) => progress.clear)))
    yield* writeStdout(`${verdict}\n`)
  }),
).pipe(Command.withDescription(KEY_CHECK_TEXT))

/** `svc key check`: the key check of decision 9. */
export const keyCommand = Command.make("key").pipe(
  Command.withDescription("The API key in SVC_API_KEY."),
  Command.withSubcommands([check]),
)
