import { RuleTester } from "@svc/rule-tester"
import httpStatusCode from "../src/rules/http-status-code"

new RuleTester().run(httpStatusCode, {
  pass: ["<p>ok</p>", { html: "<p>moved?</p>", status: 304 }, { html: "<p>teapot-free</p>", status: 399 }],
  fail: [
    { html: "<h1>Not found</h1>", status: 404, reports: [{ messageId: "errorStatus" }] },
    {
      html: "<h1>Oops</h1>",
      status: 503,
      url: "https://shop.example/cart",
      reports: [{ messageId: "errorStatus", data: { url: "https://shop.example/cart", status: 503 } }],
    },
    {
      name: "an error after redirects",
      html: "<h1>Gone</h1>",
      status: 410,
      requestedUrl: "http://shop.example/old",
      redirects: [{ url: "http://shop.example/old", status: 301, location: "https://shop.example/old" }],
      url: "https://shop.example/old",
      reports: [
        {
          messageId: "errorStatusAfterRedirects",
          data: {
            url: "https://shop.example/old",
            status: 410,
            redirects: 1,
            requested: "http://shop.example/old",
          },
        },
      ],
    },
  ],
})
