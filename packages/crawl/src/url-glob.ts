/**
 * A path glob of `--include` and `--exclude`, matched against a URL's whole path (`/blog/2024/post`,
 * without the query): `*` stands for any characters within one segment (no `/`), `**` for any
 * characters across segments, and a trailing `/**` for the folder itself too (`/blog/**` matches
 * `/blog`, `/blog/` and `/blog/a/b`). Every other character stands for itself; a pattern that does
 * not start with `/` is read as if it did.
 */
export const pathGlob = (pattern: string): ((path: string) => boolean) => {
  const rooted = pattern.startsWith("/") ? pattern : `/${pattern}`
  const folder = rooted.endsWith("/**") ? rooted.slice(0, -3) : undefined
  const body = folder ?? rooted
  const source = body
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("")
  const expression = new RegExp(`^${source}${folder === undefined ? "" : "(?:/.*)?"}$`)
  return (path) => expression.test(path)
}
