import { defineRule } from "@svc/core"
import { type Finding, Type } from "csp_evaluator/dist/finding.js"
import { evaluateForFailure } from "csp_evaluator/dist/lighthouse/lighthouse_checks.js"
import { CspParser } from "csp_evaluator/dist/parser.js"
import { enforcedPolicies } from "../lib/content-security-policy"

const messages = {
  noPolicy: "No Content-Security-Policy is enforced (header or <meta>).",
  missingDirective: "The policy has no {directive} directive, so it can be bypassed.",
  hostAllowlist:
    "The policy's {directive} relies on a host allowlist, which can often be bypassed; it has no nonce or hash with 'strict-dynamic'.",
  unsafeInline: "{value} in {directive} lets injected in-page scripts and event handlers run.",
  looseSource: "{value} in {directive} lets scripts load from any host.",
} as const

/** The message for one of CSP Evaluator's findings (the kinds its Lighthouse check reports). */
const messageOf = (finding: Finding): keyof typeof messages => {
  switch (finding.type) {
    case Type.MISSING_DIRECTIVES:
      return "missingDirective"
    case Type.STRICT_DYNAMIC:
      return "hostAllowlist"
    case Type.SCRIPT_UNSAFE_INLINE:
    case Type.SCRIPT_UNSAFE_HASHES:
      return "unsafeInline"
    default:
      // A wildcard ('*') or a bare scheme (https:, data:): any host may serve scripts.
      return "looseSource"
  }
}

export default defineRule({
  id: "csp-xss",
  category: "technical",
  level: "medium",
  extra: true,
  sameAs: ["csp-xss"],
  requires: ["http", "head"],
  label: "A Content Security Policy protects the page against cross-site scripting",
  fix: "Send a strict Content-Security-Policy header: script-src 'nonce-{random}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — with a fresh nonce on every <script> for each response.",
  messages,
  check: ({ http, head }, { report }) => {
    // As Lighthouse: enforced policies from the header and from <meta http-equiv> in <head>, judged by
    // Google's CSP Evaluator; a policy that can be bypassed fails.
    const enforced = enforcedPolicies(http, head)
    const policies = enforced.map((policy) => policy.raw)
    if (policies.length === 0) return report("noPolicy")
    const at = enforced.every((policy) => policy.source === "meta") ? enforced[0]?.location : undefined
    for (const finding of evaluateForFailure(policies.map((raw) => new CspParser(raw).csp)))
      report(messageOf(finding), {
        at,
        subject: finding.directive,
        data: { directive: finding.directive, value: finding.value ?? "" },
      })
  },
})
