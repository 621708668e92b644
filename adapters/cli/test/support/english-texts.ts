import type { Locale } from "@svc/contract"
import { message, messageKeys } from "@svc/core"
import { cliText, cliTextKeys } from "../../src/output/say"

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A catalog text as a pattern: its `{placeholders}` match anything, its words only as whole words. */
export const patternOf = (template: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}])${template
      .split(/\{[A-Za-z][A-Za-z0-9]*\}/)
      .map(escapeRegExp)
      .join(".*?")}(?![\\p{L}])`,
    "u",
  )

/**
 * The words the text report writes itself: without the page's and the rules' words (quoted texts, a
 * finding's evidence, items and fix on its indented lines, a finding's or site issue's rule id, label
 * and evidence, and paths and URLs).
 */
export const reportOwnWords = (stdout: string): string =>
  stdout
    .split("\n")
    .filter((line) => !line.startsWith("      "))
    .map((line) =>
      line
        .replace(/"[^"]*"/g, '""')
        .replace(/\S*\/\S*/g, "")
        .replace(/^(\s+(?:[✗?]\s+)?\S+)\s+[a-z][\w-]*\s\s.*?(\(\d[^()]*\))?$/u, "$1 $2"),
    )
    .join("\n")

/** The texts the text report writes (the CLI's own and core's levels), in which no English may show in another locale. */
const reportTexts: ReadonlyArray<readonly [string, (locale: Locale) => string]> = [
  ...cliTextKeys.map((key) => [key, (locale: Locale) => cliText(locale, key)] as const),
  ...messageKeys
    .filter((key) => key.startsWith("level."))
    .map((key) => [key, (locale: Locale) => message(locale, key)] as const),
]

/** The English texts of the report that `text` holds in `locale` (where the locale has its own). */
export const englishTextsIn = (text: string, locale: Locale): ReadonlyArray<string> => {
  const own = reportOwnWords(text)
  return reportTexts.flatMap(([key, text]) => {
    const english = text("en")
    return english !== text(locale) && patternOf(english).test(own) ? [`${key}: ${english}`] : []
  })
}
