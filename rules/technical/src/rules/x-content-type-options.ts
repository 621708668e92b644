import { defineRule } from "@svc/core"

export default defineRule({
  id: "x-content-type-options",
  part: "technical",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "The response forbids MIME-type sniffing",
  fix: "Send X-Content-Type-Options: nosniff on every response, and serve each file with its correct Content-Type.",
  check: ({ http }, { fail, pass }) => {
    const value = http.header("x-content-type-options")
    if (value === undefined) return fail("The response has no X-Content-Type-Options header.")
    // Browsers read the first value only.
    if ((value.split(",")[0] ?? "").trim().toLowerCase() === "nosniff") return pass()
    return fail(`X-Content-Type-Options is "${value}"; the only value browsers act on is nosniff.`)
  },
})
