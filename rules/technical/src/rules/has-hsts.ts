import { defineRule, shortened } from "@svc/core"
import { hstsDirectives, maxAgeOf, ONE_YEAR } from "../lib/strict-transport-security"

const ALLOWED = new Set(["max-age", "includesubdomains", "preload"])

export default defineRule({
  id: "has-hsts",
  category: "technical",
  level: "medium",
  extra: true,
  sameAs: ["has-hsts"],
  requires: ["http"],
  label: "The page sends a strong Strict-Transport-Security header",
  fix: "Send Strict-Transport-Security: max-age=63072000; includeSubDomains; preload on every HTTPS response, once every subdomain serves HTTPS.",
  messages: {
    missing: "The response has no Strict-Transport-Security header.",
    noMaxAge: 'Strict-Transport-Security "{header}" has no max-age.',
    shortMaxAge: "Strict-Transport-Security max-age={maxAge} is under one year (31536000 seconds).",
    emptyDirective: 'Strict-Transport-Security "{header}" has an empty directive (a stray ";").',
    unknownDirective: '"{directive}" in Strict-Transport-Security is not an HSTS directive.',
  },
  check: ({ http }, { report }) => {
    // As Lighthouse: no header, no max-age, a max-age under a year or an unknown directive fails;
    // a missing includeSubDomains or preload is only a warning there (see hsts-preload).
    const directives = hstsDirectives(http)
    if (directives === null) return report("missing")
    const header = shortened(http.header("strict-transport-security") ?? "")
    if (!directives.join(",").includes("max-age")) report("noMaxAge", { data: { header } })
    for (const directive of directives) {
      const maxAge = maxAgeOf(directive)
      if (directive.includes("max-age") && maxAge < ONE_YEAR)
        report("shortMaxAge", { data: { maxAge: String(maxAge) } })
      if (!ALLOWED.has(directive) && !directive.includes("max-age")) {
        if (directive === "") report("emptyDirective", { data: { header } })
        else report("unknownDirective", { data: { directive: shortened(directive) } })
      }
    }
  },
})
