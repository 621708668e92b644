import { RuleTester } from "@svc/rule-tester"
import redirectsHttp from "../src/rules/redirects-http"

new RuleTester().run(redirectsHttp, {
  pass: [
    {
      url: "https://example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "https://example.com/" }],
    },
    {
      name: "a temporary redirect still ends on HTTPS, as Lighthouse sees it",
      url: "https://www.example.com/",
      redirects: [
        { url: "http://example.com/", status: 302, location: "http://www.example.com/" },
        { url: "http://www.example.com/", status: 301, location: "https://www.example.com/" },
      ],
    },
  ],
  fail: [
    {
      url: "http://example.com/",
      evidence: "http://example.com/ ended on http://example.com/: still http://, no redirect to HTTPS.",
    },
    {
      name: "redirected, but to another http:// address",
      url: "http://www.example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "http://www.example.com/" }],
      evidence:
        "http://example.com/ ended on http://www.example.com/ after 1 redirect(s): still http://, no redirect to HTTPS.",
    },
  ],
  notApplicable: [
    { name: "the audit started on https://", url: "https://example.com/" },
    { name: "localhost is exempt", url: "http://localhost:8080/" },
    { name: "so is any .localhost name", url: "http://shop.localhost/" },
  ],
})
