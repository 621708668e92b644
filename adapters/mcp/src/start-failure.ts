import { Cause, ConfigError } from "effect"

/** The sentences of a configuration error: each variable's own message, without Effect's wrapping. */
const configSentences = (error: ConfigError.ConfigError): ReadonlyArray<string> =>
  ConfigError.reduceWithContext(error, undefined, {
    andCase: (_, left, right) => [...left, ...right],
    orCase: (_, left, right) => [...left, ...right],
    invalidDataCase: (_, path, message) => [
      message.includes(path.join(".")) ? message : `${path.join(".")}: ${message}`,
    ],
    missingDataCase: (_, path, message) => [`${path.join(".")}: ${message}`],
    sourceUnavailableCase: (_, path, message) => [`${path.join(".")}: ${message}`],
    unsupportedCase: (_, path, message) => [`${path.join(".")}: ${message}`],
  })

const sentencesOf = (failure: unknown): ReadonlyArray<string> => {
  if (ConfigError.isConfigError(failure)) return configSentences(failure)
  if (
    typeof failure === "object" &&
    failure !== null &&
    "message" in failure &&
    typeof failure.message === "string"
  )
    return [failure.message]
  return [String(failure)]
}

/**
 * Why svc-mcp could not start, as one line for a person: what to change, never a stack trace (the
 * MCP client shows stderr in a log the person reads, not a debugger).
 */
export const startFailureText = (cause: Cause.Cause<unknown>): string => {
  const failures = [...Cause.failures(cause)]
  const sentences =
    failures.length > 0
      ? failures.flatMap(sentencesOf)
      : [...Cause.defects(cause)].flatMap((defect) =>
          sentencesOf(defect).map((text) => text.split("\n")[0] ?? ""),
        )
  const unique = [...new Set(sentences.map((text) => text.replace(/\s+/g, " ").trim()))]
  return `could not start: ${unique.join(" ") || "an unexpected error"}`
}
