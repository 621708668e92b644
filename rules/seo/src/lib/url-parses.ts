/**
 * What `URL.canParse(href, base)` answers, without parsing the common case: a path-absolute href
 * ("/menu", one slash and no second slash or backslash, which would start a host) always parses
 * against a base that takes paths, since parsing a path, query or fragment never fails.
 * `baseTakesPaths` is `URL.canParse("/", base)`, worked out once per base.
 */
export const urlParses = (href: string, base: string, baseTakesPaths: boolean): boolean => {
  if (baseTakesPaths && href.charCodeAt(0) === SLASH) {
    const second = href.charCodeAt(1)
    if (second !== SLASH && second !== BACKSLASH) return true
  }
  return URL.canParse(href, base)
}

const SLASH = 0x2f
const BACKSLASH = 0x5c
