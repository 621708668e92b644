import { defineRule } from "@svc/core"

/** As Lighthouse's UrlUtils.isLikeLocalhost: exempt from the HTTPS requirement. */
const isLikeLocalhost = (hostname: string): boolean =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname.endsWith(".localhost")

const parse = (url: string): URL | null => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export default defineRule({
  id: "redirects-http",
  part: "google",
  category: "technical",
  level: "medium",
  sameAs: ["redirects-http"],
  requires: ["http"],
  label: "The http:// address redirects to HTTPS",
  fix: "Redirect every http:// request permanently (301 or 308) to the same path on https://, on the server or CDN, before any other redirect.",
  check: ({ http }, { fail, notApplicable, pass }) => {
    // As Lighthouse: only applicable when the audit started on http://, and not on localhost.
    const requested = parse(http.requestedUrl)
    const final = parse(http.finalUrl)
    if (requested === null || final === null || requested.protocol !== "http:")
      return notApplicable("The audit did not start on an http:// address.")
    if (isLikeLocalhost(final.hostname)) return notApplicable("Local hosts are exempt, as in Lighthouse.")
    if (final.protocol === "https:") return pass()
    const via = http.redirects.length > 0 ? ` after ${http.redirects.length} redirect(s)` : ""
    return fail(`${http.requestedUrl} ended on ${http.finalUrl}${via}: still http://, no redirect to HTTPS.`)
  },
})
