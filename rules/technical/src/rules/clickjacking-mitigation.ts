import { defineRule } from "@svc/core"

const ALLOWED = new Set(["deny", "sameorigin"])

export default defineRule({
  id: "clickjacking-mitigation",
  category: "technical",
  level: "low",
  extra: true,
  sameAs: ["clickjacking-mitigation"],
  requires: ["http"],
  label: "The page controls who may frame it",
  fix: "Send Content-Security-Policy: frame-ancestors 'self' (list any partner that may embed the page), or X-Frame-Options: SAMEORIGIN.",
  messages: {
    unprotected:
      "Neither a Content-Security-Policy frame-ancestors directive nor an X-Frame-Options header: any site can frame the page.",
    invalidFrameOptions:
      'X-Frame-Options "{value}" is not DENY or SAMEORIGIN, and no Content-Security-Policy names frame-ancestors.',
  },
  check: ({ http }, { pass, report }) => {
    // As Lighthouse: any enforced CSP header naming frame-ancestors, or X-Frame-Options DENY/SAMEORIGIN.
    const csp = http.header("content-security-policy") ?? ""
    if (csp.split(",").some((policy) => policy.includes("frame-ancestors"))) return pass()
    const frameOptions = (http.header("x-frame-options") ?? "")
      .split(",")
      .map((value) => value.toLowerCase().replace(/\s/g, ""))
    if (frameOptions.some((value) => ALLOWED.has(value))) return pass()
    const found = http.header("x-frame-options")
    if (found === undefined) report("unprotected")
    else report("invalidFrameOptions", { data: { value: found } })
  },
})
