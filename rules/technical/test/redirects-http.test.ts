import { RuleTester } from "@svc/rule-tester"
import redirectsHttp from "../src/rules/redirects-http"

new RuleTester().run(redirectsHttp, {
  pass: [
    {
      requestedUrl: "http://example.com/",
      url: "https://example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "https://example.com/" }],
      html: "<p>x</p>",
    },
  ],
  fail: [
    {
      requestedUrl: "http://example.com/",
      url: "http://www.example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "http://www.example.com/" }],
      html: "<p>x</p>",
      hiddenBy: "is-on-https",
      reports: [
        {
          messageId: "neverHttpsAfterRedirects",
          data: { requested: "http://example.com/", final: "http://www.example.com/", count: 1 },
        },
      ],
    },
    {
      requestedUrl: "HTTP://example.com/",
      url: "http://example.com/",
      html: "<p>x</p>",
      hiddenBy: "is-on-https",
      reports: [{ messageId: "neverHttps" }],
    },
  ],
  // A page that ends on http:// fails is-on-https too: that is the finding, this rule its symptom.
  foldedInto: "is-on-https",
  notApplicable: [
    "<p>an audit that starts on https://</p>",
    { url: "http://localhost:3000/", html: "<p>local</p>" },
  ],
})
