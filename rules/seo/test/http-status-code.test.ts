import { RuleTester } from "@svc/rule-tester"
import httpStatusCode from "../src/rules/http-status-code"

new RuleTester().run(httpStatusCode, {
  pass: ["<p>ok</p>", { html: "<p>moved?</p>", status: 304 }, { html: "<p>teapot-free</p>", status: 399 }],
  fail: [
    { html: "<h1>Not found</h1>", status: 404, evidence: "https://example.com/ answered HTTP 404." },
    {
      html: "<h1>Oops</h1>",
      status: 503,
      url: "https://shop.example/cart",
      evidence: "https://shop.example/cart answered HTTP 503.",
    },
  ],
})
