/**
 * The page address as the audit log keeps it (decision 29): without its query string and fragment,
 * which may carry personal data or tokens. Text that is not a URL is cut at the first `?` or `#`.
 */
export const logUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    parsed.search = ""
    parsed.hash = ""
    return parsed.href
  } catch {
    return url.split(/[?#]/, 1)[0] ?? ""
  }
}
