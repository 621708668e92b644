import { RuleTester } from "@svc/rule-tester"
import contentTypeDeclared from "../src/rules/content-type-declared"

new RuleTester().run(contentTypeDeclared, {
  pass: ["<p>x</p>", { headers: { "content-type": "text/plain" }, html: "plain" }],
  fail: [
    {
      headers: { "content-type": "" },
      html: "<!doctype html><p>x</p>",
      reports: [{ messageId: "missingLooksHtml" }],
    },
    {
      name: "a body that does not look like HTML",
      headers: { "content-type": "" },
      html: "%PDF-1.7",
      reports: [{ messageId: "missing" }],
      // Served as no type at all: content-type's finding, this one its symptom.
      hiddenBy: "content-type",
    },
  ],
})
