import { defineRule } from "@svc/core"
import { evaluateForFailure } from "csp_evaluator/dist/lighthouse/lighthouse_checks.js"
import { CspParser } from "csp_evaluator/dist/parser.js"
import { enforcedPolicies } from "../lib/content-security-policy"
import { quoted } from "../lib/evidence"

export default defineRule({
  id: "csp-xss",
  part: "technical",
  category: "technical",
  level: "medium",
  extra: true,
  sameAs: ["csp-xss"],
  requires: ["http", "head"],
  label: "A Content Security Policy protects the page against cross-site scripting",
  fix: "Send a strict Content-Security-Policy header: script-src 'nonce-{random}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — with a fresh nonce on every <script> for each response.",
  check: ({ http, head }, { fail, pass }) => {
    // As Lighthouse: enforced policies from the header and from <meta http-equiv> in <head>, judged by
    // Google's CSP Evaluator; a policy that can be bypassed fails.
    const enforced = enforcedPolicies(http, head)
    const policies = enforced.map((policy) => policy.raw)
    if (policies.length === 0) return fail("No Content-Security-Policy is enforced (header or <meta>).")
    const bypasses = evaluateForFailure(policies.map((raw) => new CspParser(raw).csp))
    if (bypasses.length === 0) return pass()
    const policy = quoted(policies.join(", "), 120)
    return fail(
      `The policy ${policy} can be bypassed — ${bypasses
        .slice(0, 3)
        .map((finding) => `${finding.directive}: ${finding.description.replace(/\.$/, "")}`)
        .join("; ")}.`,
      { at: enforced.every((policy) => policy.source === "meta") ? enforced[0]?.location : undefined },
    )
  },
})
