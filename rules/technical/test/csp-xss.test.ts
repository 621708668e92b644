import { RuleTester } from "@svc/rule-tester"
import cspXss from "../src/rules/csp-xss"

const csp = (value: string) => ({ "content-security-policy": value })

new RuleTester().run(cspXss, {
  pass: [
    {
      name: "a strict nonce-based policy",
      headers: csp("script-src 'nonce-r4nd0m' 'strict-dynamic'; object-src 'none'; base-uri 'none'"),
      html: "<p>x</p>",
    },
    {
      name: "a strict policy in a <meta> in <head> counts too",
      html: `<head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-AbCd' 'strict-dynamic'; object-src 'none'; base-uri 'self'"></head>`,
    },
  ],
  fail: [
    { html: "<p>x</p>", evidence: "No Content-Security-Policy is enforced (header or <meta>)." },
    {
      name: "an allowlist policy with unsafe-inline",
      headers: csp("default-src 'self' 'unsafe-inline' https://cdn.example"),
      html: "<p>x</p>",
      evidence:
        /^The policy "default-src 'self' 'unsafe-inline' https:\/\/cdn\.example" can be bypassed — default-src: Host allowlists .*; default-src: 'unsafe-inline' allows the execution of unsafe in-page scripts and event handlers\.$/,
    },
    {
      name: "a report-only policy enforces nothing",
      headers: { "content-security-policy-report-only": "script-src 'none'" },
      html: "",
      evidence: "No Content-Security-Policy is enforced (header or <meta>).",
    },
    {
      name: "a weak <meta> policy points at its line",
      html: `<head>\n<meta http-equiv="content-security-policy" content="script-src *"></head>`,
      evidence: /can be bypassed/,
      line: 2,
    },
  ],
})
