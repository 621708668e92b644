import { defineRule } from "@svc/core"
import { hstsDirectives, maxAgeOf, ONE_YEAR } from "../lib/strict-transport-security"

export default defineRule({
  id: "hsts-preload",
  category: "technical",
  level: "low",
  extra: true,
  symptomOf: ["has-hsts"],
  requires: ["http"],
  label: "The HSTS policy covers subdomains and qualifies for the browsers' preload list",
  fix: "Once every subdomain serves HTTPS, send Strict-Transport-Security: max-age=63072000; includeSubDomains; preload and submit the domain at hstspreload.org.",
  messages: {
    shortMaxAge:
      "Strict-Transport-Security lacks a max-age of at least 31536000 seconds (one year), which the preload list requires.",
    noIncludeSubDomains:
      "Strict-Transport-Security lacks includeSubDomains: subdomains stay open to downgrade attacks.",
    noPreload:
      "Strict-Transport-Security lacks preload: the first visit stays open to downgrade attacks until the domain is on the browsers' preload list.",
  },
  check: ({ http }, { notApplicable, report }) => {
    const directives = hstsDirectives(http)
    if (directives === null) return notApplicable("There is no Strict-Transport-Security header (has-hsts).")
    const maxAge = Math.max(
      ...directives.filter((directive) => directive.startsWith("max-age")).map(maxAgeOf),
      Number.NEGATIVE_INFINITY,
    )
    if (!(maxAge >= ONE_YEAR)) report("shortMaxAge")
    if (!directives.includes("includesubdomains")) report("noIncludeSubDomains")
    if (!directives.includes("preload")) report("noPreload")
  },
})
