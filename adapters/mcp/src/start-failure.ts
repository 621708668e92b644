import { settingsErrorSentences } from "@svc/backend"
import { Cause, ConfigError } from "effect"

const sentencesOf = (failure: unknown): ReadonlyArray<string> => {
  if (ConfigError.isConfigError(failure)) return settingsErrorSentences(failure)
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
