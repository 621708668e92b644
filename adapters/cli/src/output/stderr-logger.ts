import { Layer, Logger } from "effect"
import { clearLine } from "./clear-line"

const textOf = (message: unknown): string =>
  (Array.isArray(message) ? message : [message])
    .map((part) => (typeof part === "string" ? part : String(part)))
    .join(" ")

const svcLogger = Logger.make(({ message }) => {
  const clear = process.stderr.isTTY === true ? clearLine(process.stderr, process.env) : ""
  process.stderr.write(`${clear}svc: ${textOf(message)}\n`)
})

/**
 * Effect's logger as svc's: log lines (e.g. why Chromium could not start) are messages for people, so
 * they go to stderr as `svc: …`, never to stdout, which holds only the output (`--json` stays pure).
 * It takes the place of Effect's default logger and of the pretty one `runMain` puts there. On a
 * terminal the spinner's line is cleared first; the spinner redraws below.
 */
export const stderrLoggerLayer = Layer.merge(
  Logger.replace(Logger.defaultLogger, svcLogger),
  Logger.remove(Logger.prettyLoggerDefault),
)
