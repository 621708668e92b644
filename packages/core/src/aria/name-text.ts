/** axe's `sanitize` of a name source: no-break spaces as spaces, runs of white space as one, trimmed. */
export const sanitizedNameText = (text: string | undefined): string =>
  (text ?? "")
    .replace(/\r\n/g, "\n")
    .replace(/\u00a0/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
