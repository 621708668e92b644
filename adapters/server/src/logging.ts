import { Cause, type HashMap, Inspectable, List, Logger, LogLevel } from "effect"

const fieldsOf = (annotations: HashMap.HashMap<string, unknown>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of annotations) fields[name] = value
  return fields
}

const textOf = (message: unknown): string => {
  const parts = Array.isArray(message) ? message : [message]
  return parts.map((part) => (typeof part === "string" ? part : Inspectable.format(part))).join(" ")
}

/**
 * One JSON object per line on stderr: `time`, `level`, `msg`, the log annotations, and `cause` when
 * there is one. Nothing that reaches a log line carries a key: requests are logged by method, path
 * (without its query string) and key label, never by header.
 */
export const jsonLineLogger = Logger.make(({ annotations, cause, date, logLevel, message, spans }) => {
  const line: Record<string, unknown> = {
    time: date.toISOString(),
    level: logLevel.label.toLowerCase(),
    msg: textOf(message),
    ...fieldsOf(annotations),
  }
  for (const span of List.toArray(spans)) line[`${span.label}Ms`] = date.getTime() - span.startTime
  if (!Cause.isEmpty(cause)) line.cause = Cause.pretty(cause, { renderErrorCause: true })
  process.stderr.write(`${JSON.stringify(line)}\n`)
})

/** The server's logger, replacing Effect's default one. */
export const loggerLayer = Logger.replace(Logger.defaultLogger, jsonLineLogger)

/** The log levels an operator may choose with `SVC_LOG_LEVEL`. */
export const logLevels = {
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warning: LogLevel.Warning,
  error: LogLevel.Error,
  none: LogLevel.None,
} as const
export type LogLevelName = keyof typeof logLevels
