import { defineRule } from "@svc/core"

const INDEX_FILE = /\/index\.(?:html?|php|aspx?|jsp)$/i

const parse = (url: string): URL | null => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

const withoutWww = (host: string): string => host.replace(/^www\./, "")

const collapseSlashes = (path: string): string => path.replace(/\/{2,}/g, "/")
const dropIndexFile = (path: string): string => path.replace(INDEX_FILE, "/")
const withoutTrailingSlash = (path: string): string => path.replace(/\/$/, "")
/** The path with every variant this rule knows undone, except letter case. */
const shape = (path: string): string => withoutTrailingSlash(dropIndexFile(collapseSlashes(path)))

/**
 * The ways the requested path differs from the final one when both name the same page: doubled
 * slashes, an index file, letter case, a trailing slash. Null when the paths differ in any other way.
 */
const pathVariants = (requested: string, final: string): string[] | null => {
  if (shape(requested).toLowerCase() !== shape(final).toLowerCase()) return null
  const variants: string[] = []
  if (collapseSlashes(requested) !== requested && collapseSlashes(final) === final)
    variants.push("doubled slashes removed")
  if (INDEX_FILE.test(requested) && !INDEX_FILE.test(final)) variants.push("index file dropped")
  if (shape(requested) !== shape(final)) variants.push("letter case changed")
  const slashed = (path: string) => dropIndexFile(collapseSlashes(path)).endsWith("/")
  if (!slashed(requested) && slashed(final)) variants.push("trailing slash added")
  if (slashed(requested) && !slashed(final)) variants.push("trailing slash removed")
  return variants
}

export default defineRule({
  id: "redirect-url-variant",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["http"],
  label: "The address asked for is the page's own address, not a variant that redirects",
  fix: "Link to, list in the sitemap and share the final address exactly as the server serves it (same slash, letter case and host), so no visit starts with a redirect.",
  check: ({ http }, { notApplicable, pass, review }) => {
    if (http.redirects.length === 0) return notApplicable("The page was reached without redirects.")
    const requested = parse(http.requestedUrl)
    const final = parse(http.finalUrl)
    if (requested === null || final === null) return pass()
    const differences: string[] = []
    if (requested.host !== final.host) {
      if (withoutWww(requested.host) !== withoutWww(final.host)) return pass() // moved to another host
      differences.push(final.host.startsWith("www.") ? "www. added" : "www. removed")
    }
    if (requested.search !== final.search) return pass()
    const paths = pathVariants(requested.pathname, final.pathname)
    if (paths === null) return pass()
    differences.push(...paths)
    if (differences.length === 0) return pass() // only the scheme changed: redirects-http's concern
    return review(
      `${http.requestedUrl} redirects to ${http.finalUrl} (${differences.join(", ")}): every link to the first form costs a redirect.`,
    )
  },
})
