import { defineRule } from "@svc/core"
import { listed, quoted } from "../lib/evidence"
import { hstsDirectives, maxAgeOf, ONE_YEAR } from "../lib/strict-transport-security"

const ALLOWED = new Set(["max-age", "includesubdomains", "preload"])

export default defineRule({
  id: "has-hsts",
  part: "technical",
  category: "technical",
  level: "medium",
  extra: true,
  sameAs: ["has-hsts"],
  requires: ["http"],
  label: "The page sends a strong Strict-Transport-Security header",
  fix: "Send Strict-Transport-Security: max-age=63072000; includeSubDomains; preload on every HTTPS response, once every subdomain serves HTTPS.",
  check: ({ http }, { fail, pass }) => {
    // As Lighthouse: no header, no max-age, a max-age under a year or an unknown directive fails;
    // a missing includeSubDomains or preload is only a warning there (see hsts-preload).
    const directives = hstsDirectives(http)
    if (directives === null) return fail("The response has no Strict-Transport-Security header.")
    const raw = quoted(http.header("strict-transport-security") ?? "")
    const problems: string[] = []
    if (!directives.join(",").includes("max-age")) problems.push("it has no max-age")
    for (const directive of directives) {
      const maxAge = maxAgeOf(directive)
      if (directive.includes("max-age") && maxAge < ONE_YEAR)
        problems.push(`max-age ${maxAge} is under one year (${ONE_YEAR} seconds)`)
      if (!ALLOWED.has(directive) && !directive.includes("max-age"))
        problems.push(
          directive === ""
            ? 'an empty directive (a stray ";")'
            : `${quoted(directive)} is not an HSTS directive`,
        )
    }
    if (problems.length > 0) return fail(`Strict-Transport-Security ${raw}: ${listed(problems)}.`)
    return pass()
  },
})
