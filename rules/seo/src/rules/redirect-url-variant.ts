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

const COSTS = "every link to the first form costs a redirect."
const messages = {
  wwwAdded: `{requested} redirects to {final} (www. added): ${COSTS}`,
  wwwRemoved: `{requested} redirects to {final} (www. removed): ${COSTS}`,
  doubledSlashesRemoved: `{requested} redirects to {final} (doubled slashes removed): ${COSTS}`,
  indexFileDropped: `{requested} redirects to {final} (index file dropped): ${COSTS}`,
  letterCaseChanged: `{requested} redirects to {final} (letter case changed): ${COSTS}`,
  trailingSlashAdded: `{requested} redirects to {final} (trailing slash added): ${COSTS}`,
  trailingSlashRemoved: `{requested} redirects to {final} (trailing slash removed): ${COSTS}`,
} as const

type Variant = keyof typeof messages

/**
 * The ways the requested path differs from the final one when both name the same page: doubled
 * slashes, an index file, letter case, a trailing slash. Null when the paths differ in any other way.
 */
const pathVariants = (requested: string, final: string): Variant[] | null => {
  if (shape(requested).toLowerCase() !== shape(final).toLowerCase()) return null
  const variants: Variant[] = []
  if (collapseSlashes(requested) !== requested && collapseSlashes(final) === final)
    variants.push("doubledSlashesRemoved")
  if (INDEX_FILE.test(requested) && !INDEX_FILE.test(final)) variants.push("indexFileDropped")
  if (shape(requested) !== shape(final)) variants.push("letterCaseChanged")
  const slashed = (path: string) => dropIndexFile(collapseSlashes(path)).endsWith("/")
  if (!slashed(requested) && slashed(final)) variants.push("trailingSlashAdded")
  if (slashed(requested) && !slashed(final)) variants.push("trailingSlashRemoved")
  return variants
}

export default defineRule({
  id: "redirect-url-variant",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The address asked for is the page's own address, not a variant that redirects",
  fix: "Link to, list in the sitemap and share the final address exactly as the server serves it (same slash, letter case and host), so no visit starts with a redirect.",
  messages,
  check: ({ http }, { notApplicable, report, review }) => {
    if (http.redirects.length === 0) return notApplicable("The page was reached without redirects.")
    const requested = parse(http.requestedUrl)
    const final = parse(http.finalUrl)
    if (requested === null || final === null) return
    const differences: Variant[] = []
    if (requested.host !== final.host) {
      if (withoutWww(requested.host) !== withoutWww(final.host)) return // moved to another host
      differences.push(final.host.startsWith("www.") ? "wwwAdded" : "wwwRemoved")
    }
    if (requested.search !== final.search) return
    const paths = pathVariants(requested.pathname, final.pathname)
    if (paths === null) return
    differences.push(...paths)
    if (differences.length === 0) return // only the scheme changed: redirects-http's concern
    const data = { requested: http.requestedUrl, final: http.finalUrl }
    for (const variant of differences)
      report(variant, { subject: http.requestedUrl, url: http.finalUrl, data })
    return review()
  },
})
