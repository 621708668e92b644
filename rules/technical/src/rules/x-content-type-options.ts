import { defineRule } from "@svc/core"

export default defineRule({
  id: "x-content-type-options",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "The response forbids MIME-type sniffing",
  fix: "Send X-Content-Type-Options: nosniff on every response, and serve each file with its correct Content-Type.",
  messages: {
    missing: "The response has no X-Content-Type-Options header.",
    invalid: 'X-Content-Type-Options is "{value}"; the only value browsers act on is nosniff.',
  },
  check: ({ http }, { pass, report }) => {
    const value = http.header("x-content-type-options")
    if (value === undefined) return report("missing")
    // Browsers read the first value only.
    if ((value.split(",")[0] ?? "").trim().toLowerCase() === "nosniff") return pass()
    report("invalid", { data: { value } })
  },
})
