import { defineRule } from "@svc/core"
import { listed, quoted } from "../lib/evidence"

/** A structured-header dictionary member: feature=*, feature=(), feature=self, feature=("https://a" self). */
const MEMBER = /^[a-z][a-z0-9-]*\s*=\s*(?:\*|self|"[^"]*"|\((?:\s*(?:\*|self|src|"[^"]*")\s*)*\))$/i

export default defineRule({
  id: "permissions-policy",
  part: "technical",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "A valid Permissions-Policy limits the browser features the page may use",
  fix: "Send a Permissions-Policy header that switches off what the page does not use, e.g. camera=(), microphone=(), geolocation=(), browsing-topics=() — in the structured syntax, not Feature-Policy's \"camera 'none'\".",
  check: ({ http }, { fail, pass }) => {
    const value = http.header("permissions-policy")
    if (value === undefined) {
      const legacy = http.header("feature-policy")
      return fail(
        legacy === undefined
          ? "The response has no Permissions-Policy header."
          : `Only the retired Feature-Policy header is sent (${quoted(legacy)}); current browsers read Permissions-Policy.`,
      )
    }
    const invalid = value
      .split(",")
      .map((member) => member.trim())
      .filter((member) => member !== "" && !MEMBER.test(member))
    if (invalid.length === 0) return pass()
    // One malformed member makes browsers drop the whole header.
    return fail(
      `Permissions-Policy ${quoted(value)} is not valid structured syntax, so browsers ignore all of it: ${listed(invalid.map((member) => quoted(member, 40)))}.`,
    )
  },
})
