/** True when an llms.txt body is an HTML page (an error or catch-all page served with 200). */
export const looksLikeHtml = (body: string): boolean =>
  /^\s*(?:<!doctype\s+html|<html|<head|<body)/i.test(body.replace(/^\uFEFF/, ""))

/** True when a URL points at an llms.txt (or llms-full.txt) file. */
export const isLlmsTxtUrl = (url: string | null): boolean => {
  if (url === null) return false
  try {
    return /\/llms(?:-full)?\.txt$/i.test(new URL(url).pathname)
  } catch {
    return false
  }
}
