import { defineRule } from "@svc/core"

export default defineRule({
  id: "content-type-declared",
  part: "technical",
  category: "technical",
  level: "medium",
  // A body that is not HTML either is content-type's finding: one root cause.
  symptomOf: ["content-type"],
  requires: ["http"],
  label: "The response declares its Content-Type",
  fix: "Send Content-Type: text/html; charset=utf-8 with the page, so that browsers and crawlers need not guess.",
  check: ({ http }, { fail, pass }) => {
    if (http.contentType !== null) return pass()
    return fail(
      http.isHtml
        ? "The response has no Content-Type header: browsers and crawlers have to guess what it is (the body begins like HTML, so they probably guess right)."
        : "The response has no Content-Type header.",
    )
  },
})
