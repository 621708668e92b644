/**
 * A rule's messages: ids to English templates with `{placeholders}`, as ESLint's `meta.messages`.
 * A rule reports items by message id with the data its template names; the engine writes the
 * sentences, in the audit's locale.
 */
export type MessageTemplates = Readonly<Record<string, string>>

/** The placeholder names of a template literal type: `"{count} images"` → `"count"`. */
export type PlaceholderNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never

/** A value a placeholder takes: numbers are written in the locale's way (see `formatMessage`). */
export type PlaceholderValue = string | number

/** The data a template needs: one value per placeholder, nothing else. */
export type MessageData<T extends string> = [PlaceholderNames<T>] extends [never]
  ? Readonly<Record<string, never>>
  : { readonly [Name in PlaceholderNames<T>]: PlaceholderValue }

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** The placeholder names of a template, in order of first use. */
export const placeholdersOf = (template: string): ReadonlyArray<string> => [
  ...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] as string)),
]

/**
 * A template with its placeholders filled: numbers of five digits or more grouped as the locale
 * writes them (14,010; 14 010; 14.010), shorter ones (a year, 1401) as they are, strings as they are.
 * A placeholder without data stays as written, so a missing value shows.
 */
export const formatMessage = (
  template: string,
  data: Readonly<Record<string, PlaceholderValue>>,
  locale: string,
): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = data[name]
    if (value === undefined) return whole
    return typeof value === "number" ? numberFormat(locale).format(value) : value
  })

const numberFormats = new Map<string, Intl.NumberFormat>()
const numberFormat = (locale: string): Intl.NumberFormat => {
  let format = numberFormats.get(locale)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: "min2" })
    numberFormats.set(locale, format)
  }
  return format
}

/**
 * A value the page wrote, as a message quotes it: white space collapsed, cut to `max` characters
 * (code points, so no letter is split) with "…".
 */
export const shortened = (text: string, max = 80): string => {
  const characters = [...text.replace(/\s+/gu, " ").trim()]
  return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : characters.join("")
}
