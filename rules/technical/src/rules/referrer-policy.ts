import { defineRule } from "@svc/core"

const POLICIES = new Set([
  "no-referrer",
  "no-referrer-when-downgrade",
  "same-origin",
  "origin",
  "strict-origin",
  "origin-when-cross-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url",
])
/** Policies that send the full address (path and query) to other sites. */
const LEAKY = new Set(["unsafe-url", "no-referrer-when-downgrade"])

export default defineRule({
  id: "referrer-policy",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http", "head"],
  label: "The page does not send its full address to other sites",
  fix: "Send Referrer-Policy: strict-origin-when-cross-origin (or remove the weaker policy: it is the browsers' default).",
  messages: {
    leakyHeader:
      "The Referrer-Policy header sets {policy}: every link and resource request sends the page's full address, query included, to other sites.",
    leakyMeta:
      '<meta name="referrer"> sets {policy}: every link and resource request sends the page\'s full address, query included, to other sites.',
  },
  check: ({ http, head }, { pass, report }) => {
    // Browsers apply the last policy token they know; a <meta name=referrer> in <head> overrides the header.
    const effective = (value: string | null | undefined): string | undefined =>
      (value ?? "")
        .split(",")
        .map((token) => token.trim().toLowerCase())
        .filter((token) => POLICIES.has(token))
        .pop()
    const meta = head.meta("referrer")
    const fromMeta = effective(meta?.content)
    const policy = fromMeta ?? effective(http.header("referrer-policy"))
    // Without a policy browsers use strict-origin-when-cross-origin, which is what this checks for.
    if (policy === undefined || !LEAKY.has(policy)) return pass()
    if (fromMeta === undefined) report("leakyHeader", { data: { policy } })
    else report("leakyMeta", { at: meta?.location, data: { policy } })
  },
})
