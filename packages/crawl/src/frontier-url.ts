/** What `frontierUrl` may leave out of a URL beside what never identifies a page. */
export interface FrontierUrlOptions {
  /** Drop the query string: `/list?page=2` and `/list` are one page. */
  readonly dropQuery?: boolean | undefined
}

/** RFC 3986's unreserved characters: percent-encoding one of them does not change the URL. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/** Upper-case hex in every escape, unreserved characters decoded. */
const normaliseEscapes = (text: string): string =>
  text.replace(/%([0-9a-fA-F]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`
  })

/**
 * The frontier's key of a URL: absolute http(s) (resolved against `base`), the fragment dropped,
 * scheme and host lower-case, the default port removed, an empty path `/`, dot segments resolved
 * (all by the WHATWG parser), percent-escapes in upper-case hex with unreserved characters decoded,
 * and the query kept unless `dropQuery`. Equal pages get equal strings; applying it twice changes
 * nothing. Undefined for what does not parse or is not http(s).
 */
export const frontierUrl = (
  text: string,
  base?: string,
  options: FrontierUrlOptions = {},
): string | undefined => {
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    return undefined
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined
  const credentials =
    url.username === "" && url.password === ""
      ? ""
      : `${url.username}${url.password === "" ? "" : `:${url.password}`}@`
  const query = options.dropQuery === true ? "" : normaliseEscapes(url.search)
  return `${url.protocol}//${credentials}${url.host}${normaliseEscapes(url.pathname)}${query}`
}
