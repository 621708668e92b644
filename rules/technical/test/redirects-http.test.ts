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
      evidence:
        "http://example.com/ ends on http://www.example.com/ after redirects (1 in all): it never reaches HTTPS.",
      reports: [{ messageId: "neverHttpsAfterRedirects" }],
    },
    {
      requestedUrl: "HTTP://example.com/",
      url: "http://example.com/",
      html: "<p>x</p>",
      reports: [{ messageId: "neverHttps" }],
    },
  ],
  notApplicable: [
    "<p>an audit that starts on https://</p>",
    { url: "http://localhost:3000/", html: "<p>local</p>" },
  ],
})
