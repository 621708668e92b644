import { defineRule } from "@svc/core"
import { isLikeLocalhost } from "../lib/local-host"

export default defineRule({
  id: "redirects-http",
  part: "technical",
  category: "technical",
  level: "high",
  sameAs: ["redirects-http"],
  symptomOf: ["is-on-https"],
  requires: ["http"],
  label: "The http:// address redirects to HTTPS",
  fix: "Answer every http:// request with a permanent redirect (301 or 308) to the same path on https://.",
  check: ({ http }, { fail, notApplicable, pass }) => {
    // As Lighthouse: only an audit that started on http:// can tell, and localhost is exempt.
    if (!/^http:/i.test(http.requestedUrl.trim()))
      return notApplicable("The audit started on an https:// address.")
    if (isLikeLocalhost(http.url.hostname)) return notApplicable("Local hosts need no HTTPS.")
    if (http.url.isHttps) return pass()
    const via = http.redirects.length > 0 ? ` after ${http.redirects.length} redirect(s)` : ""
    return fail(`${http.requestedUrl} ends on ${http.finalUrl}${via}: it never reaches HTTPS.`)
  },
})
