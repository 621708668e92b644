/** A request target in absolute form (`http://host/path`): its origin-form part is what is routed. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i
const ESCAPE = /%([0-9A-Fa-f]{2})/g
/** RFC 3986's unreserved characters: their escapes mean the same as the characters themselves. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/

/**
 * The one spelling of a request's path that is routed, or undefined for a path that has none.
 * Escapes of unreserved characters are decoded (`/%61dmin` is `/admin`), every other escape is kept
 * as sent; a path with an empty, `.` or `..` segment or a `;` is refused. Routing then matches this
 * spelling exactly, case included: a proxy in front that allows or denies by path prefix (nginx's
 * `location /admin`, which decodes, merges slashes and resolves dot segments before it compares)
 * judges the same path the server serves, and `/ADMIN/…` or `/%41DMIN/…` is no way around it.
 */
export const canonicalTarget = (target: string): string | undefined => {
  const originForm = target.replace(ABSOLUTE_FORM, "")
  const queryAt = originForm.indexOf("?")
  const rawPath = queryAt === -1 ? originForm : originForm.slice(0, queryAt)
  const query = queryAt === -1 ? "" : originForm.slice(queryAt)
  if (!rawPath.startsWith("/")) return undefined
  const path = rawPath.replace(ESCAPE, (escaped, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : escaped
  })
  if (path.includes(";")) return undefined
  const segments = path.slice(1).split("/")
  // A trailing slash leaves one empty last segment, which is allowed: `/admin/` is `/admin`.
  const inner = segments.slice(0, -1)
  if (inner.some((segment) => segment === "" || segment === "." || segment === "..")) return undefined
  const last = segments.at(-1)
  if (last === "." || last === "..") return undefined
  return `${path}${query}`
}
