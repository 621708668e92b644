import { defineRule } from "@svc/core"
import { quoted } from "../lib/evidence"
import { hstsDirectives, maxAgeOf, ONE_YEAR } from "../lib/strict-transport-security"

export default defineRule({
  id: "hsts-preload",
  part: "technical",
  category: "technical",
  level: "low",
  extra: true,
  symptomOf: ["has-hsts"],
  requires: ["http"],
  label: "The HSTS policy covers subdomains and qualifies for the browsers' preload list",
  fix: "Once every subdomain serves HTTPS, send Strict-Transport-Security: max-age=63072000; includeSubDomains; preload and submit the domain at hstspreload.org.",
  check: ({ http }, { fail, notApplicable, pass }) => {
    const directives = hstsDirectives(http)
    if (directives === null) return notApplicable("There is no Strict-Transport-Security header (has-hsts).")
    const missing: string[] = []
    const maxAge = Math.max(
      ...directives.filter((directive) => directive.startsWith("max-age")).map(maxAgeOf),
      Number.NEGATIVE_INFINITY,
    )
    if (!(maxAge >= ONE_YEAR)) missing.push(`max-age of at least ${ONE_YEAR}`)
    if (!directives.includes("includesubdomains")) missing.push("includeSubDomains")
    if (!directives.includes("preload")) missing.push("preload")
    if (missing.length === 0) return pass()
    return fail(
      `Strict-Transport-Security ${quoted(http.header("strict-transport-security") ?? "")} lacks ${missing.join(", ")}: the first visit and subdomains stay open to downgrade attacks.`,
    )
  },
})
