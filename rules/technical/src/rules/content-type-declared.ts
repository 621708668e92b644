import { defineRule } from "@svc/core"

export default defineRule({
  id: "content-type-declared",
  category: "technical",
  level: "medium",
  // A body that is not HTML either is content-type's finding: one root cause.
  symptomOf: ["content-type"],
  requires: ["http"],
  label: "The response declares its Content-Type",
  fix: "Send Content-Type: text/html; charset=utf-8 with the page, so that browsers and crawlers need not guess.",
  messages: {
    missingLooksHtml:
      "The response has no Content-Type header: browsers and crawlers have to guess what it is (the body begins like HTML, so they probably guess right).",
    missing: "The response has no Content-Type header.",
  },
  check: ({ http }, { report }) => {
    if (http.contentType === null) report(http.isHtml ? "missingLooksHtml" : "missing")
  },
})
