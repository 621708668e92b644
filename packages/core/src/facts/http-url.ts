/** `value` as an absolute http(s) URL (resolved against `base` when given), or undefined for anything else. */
export const httpUrl = (value: string, base?: string): string | undefined => {
  try {
    const url = new URL(value, base)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined
  } catch {
    return undefined
  }
}

/** An absolute http(s) URL as written (`https://…`, not `//…` or `http:/…`) that parses. */
export const isAbsoluteHttpUrl = (value: string): boolean =>
  /^https?:\/\//i.test(value) && URL.canParse(value)
