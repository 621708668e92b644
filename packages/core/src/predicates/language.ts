import { PRIMARY_LANGUAGE_SUBTAGS } from "./primary-language-subtags"

let known: ReadonlySet<string> | undefined

/** The primary language subtag of a language tag as axe-core reads it: trimmed, up to the first "-", lower-cased. */
export const primaryLanguage = (tag: string): string => (tag.trim().split("-")[0] ?? "").toLowerCase()

/** True when `subtag` (lower case) is a known ISO 639 primary language subtag, as axe-core and Lighthouse judge it. */
export const isKnownPrimaryLanguage = (subtag: string): boolean => {
  known ??= new Set(PRIMARY_LANGUAGE_SUBTAGS.split(" ").filter((code) => code !== ""))
  return known.has(subtag)
}
