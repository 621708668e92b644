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
    {
      html: "<p>x</p>",
      reports: [{ messageId: "noPolicy" }],
    },
    {
      name: "an allowlist policy with unsafe-inline",
      headers: csp("default-src 'self' 'unsafe-inline' https://cdn.example"),
      html: "<p>x</p>",
      reports: [
        { messageId: "hostAllowlist", subject: "default-src" },
        { messageId: "unsafeInline", subject: "default-src" },
      ],
    },
    {
      name: "a report-only policy enforces nothing",
      headers: { "content-security-policy-report-only": "script-src 'none'" },
      html: "",
      reports: [{ messageId: "noPolicy" }],
    },
    {
      name: "a weak <meta> policy points at its line",
      html: `<head>\n<meta http-equiv="content-security-policy" content="script-src *"></head>`,
      reports: [
        {
          messageId: "missingDirective",
          line: 2,
          subject: "object-src",
          data: { directive: "object-src", value: "" },
        },
        {
          messageId: "hostAllowlist",
          line: 2,
          subject: "script-src",
          data: { directive: "script-src", value: "" },
        },
        {
          messageId: "looseSource",
          line: 2,
          subject: "script-src",
          data: { directive: "script-src", value: "*" },
        },
      ],
      line: 2,
    },
    {
      name: "a bare scheme and 'unsafe-hashes'",
      headers: csp("script-src https: 'unsafe-hashes'; object-src 'none'; base-uri 'none'"),
      html: "<p>x</p>",
      reports: [{ messageId: "hostAllowlist" }, { messageId: "unsafeInline" }, { messageId: "looseSource" }],
    },
  ],
})
