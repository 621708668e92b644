import { defineRule } from "@svc/core"
import { isLikeLocalhost } from "../lib/local-host"

const TEMPORARY_REDIRECTS = new Set([302, 303, 307])

export default defineRule({
  id: "redirects-http",
  category: "technical",
  level: "high",
  sameAs: ["redirects-http"],
  symptomOf: ["is-on-https"],
  requires: ["http"],
  label: "The http:// address redirects to HTTPS",
  fix: "Answer every http:// request with a permanent redirect (301 or 308) to the same path on https://.",
  messages: {
    neverHttps: "{requested} ends on {final}: it never reaches HTTPS.",
    neverHttpsAfterRedirects:
      "{requested} ends on {final} after redirects ({count} in all): it never reaches HTTPS.",
    temporaryRedirect:
      "{url} reaches HTTPS through a temporary {status} redirect to {location}: search engines may keep the http:// address.",
  },
  check: ({ http }, { notApplicable, pass, report, review, unavailable }) => {
    // The page's own fetch when the audit started on http:// (as Lighthouse judges), else the site's
    // http:// home asked beside the HTTPS page (as site auditors do).
    const version = http.httpVersion
    if (version.state === "notFetched") return notApplicable(version.reason)
    if (isLikeLocalhost(new URL(version.url).hostname)) return notApplicable("Local hosts need no HTTPS.")
    if (version.state === "failed") return unavailable(`${version.url} could not be read: ${version.reason}`)
    const data = { requested: version.url, final: version.finalUrl }
    if (!/^https:/i.test(version.finalUrl)) {
      if (version.redirects.length === 0) report("neverHttps", { url: version.finalUrl, data })
      else
        report("neverHttpsAfterRedirects", {
          url: version.finalUrl,
          data: { ...data, count: version.redirects.length },
        })
      return
    }
    const upgrade = version.redirects.find(
      (hop) => URL.canParse(hop.location, hop.url) && new URL(hop.location, hop.url).protocol === "https:",
    )
    if (upgrade !== undefined && TEMPORARY_REDIRECTS.has(upgrade.status)) {
      report("temporaryRedirect", {
        url: upgrade.url,
        data: { url: upgrade.url, status: upgrade.status, location: upgrade.location },
      })
      return review()
    }
    return pass()
  },
})
