import { isKnownPrimaryLanguage, primaryLanguage } from "@svc/core"

/** axe-core's sanitize: white space collapsed and trimmed. */
const sanitized = (value: string): string => value.replace(/\s+/g, " ").trim()

/** True when axe-core's valid-lang check rejects a lang or xml:lang value. */
export const isInvalidLang = (value: string): boolean => {
  const primary = primaryLanguage(value)
  return (primary !== "" && !isKnownPrimaryLanguage(primary)) || (value !== "" && sanitized(value) === "")
}

/** True when the value is present and not only white space. */
export const hasValue = (value: string | null): value is string => value !== null && value.trim() !== ""
