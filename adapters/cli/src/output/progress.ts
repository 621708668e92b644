import { Context, Effect, Layer, type Scope } from "effect"
import { clearLine, usableColumns } from "./clear-line"

/** What a command is waiting for, told to the person at the terminal. */
export interface ProgressService {
  /** Replaces the progress line. */
  readonly show: (text: string) => Effect.Effect<void>
  /** Removes the progress line, before output is printed. */
  readonly clear: Effect.Effect<void>
}

export class Progress extends Context.Tag("@svc/cli/Progress")<Progress, ProgressService>() {}

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
const FRAME_MS = 100

/** The stream progress is written to: stderr, so that stdout holds only the output. */
export interface ProgressStream {
  readonly isTTY?: boolean | undefined
  readonly columns?: number | undefined
  readonly write: (text: string) => unknown
}

/** A spinner with the line of text and the seconds waited so far, redrawn in place on a terminal. */
const spinner = (
  stream: ProgressStream,
  environment: NodeJS.ProcessEnv,
): Effect.Effect<ProgressService, never, Scope.Scope> =>
  Effect.gen(function* () {
    const started = Date.now()
    let text: string | undefined
    let frame = 0
    let timer: ReturnType<typeof setInterval> | undefined

    const draw = () => {
      if (text === undefined) return
      const seconds = Math.floor((Date.now() - started) / 1000)
      const line = `${FRAMES[frame % FRAMES.length]} ${text} · ${seconds} s`
      const width = usableColumns(stream)
      stream.write(
        `${clearLine(stream, environment)}${line.length > width ? `${line.slice(0, width - 1)}…` : line}`,
      )
      frame += 1
    }
    const clear = () => {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
      if (text !== undefined) stream.write(clearLine(stream, environment))
      text = undefined
    }
    yield* Effect.addFinalizer(() => Effect.sync(clear))
    return {
      show: (next) =>
        Effect.sync(() => {
          text = next
          if (timer === undefined) {
            timer = setInterval(draw, FRAME_MS)
            timer.unref()
          }
          draw()
        }),
      clear: Effect.sync(clear),
    }
  })

const silent: ProgressService = { show: () => Effect.void, clear: Effect.void }

/**
 * A spinner on a terminal (drawn without escape codes where `TERM=dumb`); nothing at all on a pipe or a
 * file (CI logs stay clean).
 */
export const progressLayer = (
  stream: ProgressStream,
  environment: NodeJS.ProcessEnv = process.env,
): Layer.Layer<Progress> =>
  stream.isTTY === true
    ? Layer.scoped(Progress, spinner(stream, environment))
    : Layer.succeed(Progress, silent)
