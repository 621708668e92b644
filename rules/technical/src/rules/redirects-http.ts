import { defineRule } from "@svc/core"
import { isLikeLocalhost } from "../lib/local-host"

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
  },
  check: ({ http }, { notApplicable, pass, report }) => {
    // As Lighthouse: only an audit that started on http:// can tell, and localhost is exempt.
    if (!/^http:/i.test(http.requestedUrl.trim()))
      return notApplicable("The audit started on an https:// address.")
    if (isLikeLocalhost(http.url.hostname)) return notApplicable("Local hosts need no HTTPS.")
    if (http.url.isHttps) return pass()
    const data = { requested: http.requestedUrl, final: http.finalUrl }
    if (http.redirects.length === 0) report("neverHttps", { url: http.finalUrl, data })
    else
      report("neverHttpsAfterRedirects", {
        url: http.finalUrl,
        data: { ...data, count: http.redirects.length },
      })
  },
})
