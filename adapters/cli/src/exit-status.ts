import { Context, Effect, Layer, Ref } from "effect"
import type { ExitCode } from "./exit-code"

/** The exit code a command chose; 0 unless it says otherwise (errors are 1 without asking). */
export class ExitStatus extends Context.Tag("@svc/cli/ExitStatus")<ExitStatus, Ref.Ref<ExitCode>>() {}

export const exitStatusLayer = Layer.effect(ExitStatus, Ref.make<ExitCode>(0))

export const setExitCode = (code: ExitCode) => Effect.flatMap(ExitStatus, (status) => Ref.set(status, code))
