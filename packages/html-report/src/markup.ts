/**
 * HTML written by `html` itself. Anything else put into a template is text, and is escaped. The one
 * HTML tag of svc: the HTML report and the server's admin panel both write through it.
 */
export class Markup {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html
  }
}

/** What a template takes: markup as it is, text and numbers escaped, lists of either; nothing for null, undefined and false. */
export type Interpolated = Markup | string | number | null | undefined | false | ReadonlyArray<Interpolated>

const entities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

/** Text made safe both between tags and inside a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => entities[character] ?? "")

const asHtml = (value: Interpolated): string => {
  if (value === null || value === undefined || value === false) return ""
  if (value instanceof Markup) return value.html
  if (typeof value === "string") return escapeHtml(value)
  if (typeof value === "number") return escapeHtml(String(value))
  return value.map(asHtml).join("")
}

/**
 * The one way svc writes HTML: every value is escaped unless it is `Markup` made by this same
 * template, so text from the audited page or an operator (titles, evidence, addresses, labels) can
 * never become markup.
 */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<Interpolated>): Markup =>
  new Markup(strings.reduce((written, part, index) => written + asHtml(values[index - 1]) + part))
