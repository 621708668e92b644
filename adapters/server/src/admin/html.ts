/** Markup that is safe to send: made only by `html`, whose interpolations are escaped. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

/** What `html` interpolates: text (escaped), markup, lists of either; nothing for null, undefined and false. */
export type Interpolated = string | number | Html | null | undefined | false | ReadonlyArray<Interpolated>

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

/** Text as HTML: safe in element content and in quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

const render = (value: Interpolated): string => {
  if (value === null || value === undefined || value === false) return ""
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(render).join("")
  return escapeHtml(String(value))
}

/** A template of markup: every interpolated value is escaped unless it is already `Html`. */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<Interpolated>): Html =>
  new Html(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]) : ""),
      "",
    ),
  )
