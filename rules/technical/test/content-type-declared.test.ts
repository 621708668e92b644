import { RuleTester } from "@svc/rule-tester"
import contentTypeDeclared from "../src/rules/content-type-declared"

new RuleTester().run(contentTypeDeclared, {
  pass: ["<p>x</p>", { headers: { "content-type": "text/plain" }, html: "plain" }],
  fail: [
    {
      headers: { "content-type": "" },
      html: "<!doctype html><p>x</p>",
      evidence:
        "The response has no Content-Type header: browsers and crawlers have to guess what it is (the body begins like HTML, so they probably guess right).",
    },
  ],
})
