import { defineRule, shortened } from "@svc/core"

/** A structured-header dictionary member: feature=*, feature=(), feature=self, feature=("https://a" self). */
const MEMBER = /^[a-z][a-z0-9-]*\s*=\s*(?:\*|self|"[^"]*"|\((?:\s*(?:\*|self|src|"[^"]*")\s*)*\))$/i

export default defineRule({
  id: "permissions-policy",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "A valid Permissions-Policy limits the browser features the page may use",
  fix: "Send a Permissions-Policy header that switches off what the page does not use, e.g. camera=(), microphone=(), geolocation=(), browsing-topics=() — in the structured syntax, not Feature-Policy's \"camera 'none'\".",
  messages: {
    missing: "The response has no Permissions-Policy header.",
    onlyFeaturePolicy:
      'Only the retired Feature-Policy header is sent ("{value}"); current browsers read Permissions-Policy.',
    invalidMember:
      'Permissions-Policy member "{member}" is not valid structured syntax, so browsers ignore the whole header.',
  },
  check: ({ http }, { report }) => {
    const value = http.header("permissions-policy")
    if (value === undefined) {
      const legacy = http.header("feature-policy")
      if (legacy === undefined) report("missing")
      else report("onlyFeaturePolicy", { data: { value: shortened(legacy) } })
      return
    }
    // One malformed member makes browsers drop the whole header.
    for (const member of value.split(",").map((text) => text.trim()))
      if (member !== "" && !MEMBER.test(member))
        report("invalidMember", { subject: member, data: { member: shortened(member, 40) } })
  },
})
