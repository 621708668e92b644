import { RuleTester } from "@svc/rule-tester"
import redirectsHttp from "../src/rules/redirects-http"

const httpsPage = { url: "https://example.com/bread", html: "<p>x</p>" }

/** What the site's http:// home answered: its redirects, in order, ending on `finalUrl` with 200. */
const httpHome = (finalUrl: string, redirects: ReadonlyArray<readonly [string, number, string]> = []) => ({
  state: "answered" as const,
  url: "http://example.com/",
  finalUrl,
  status: 200,
  redirects: redirects.map(([url, status, location]) => ({ url, status, location })),
})

new RuleTester().run(redirectsHttp, {
  pass: [
    {
      name: "an audit started on http:// ends on https://",
      requestedUrl: "http://example.com/",
      url: "https://example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "https://example.com/" }],
      html: "<p>x</p>",
    },
    {
      name: "the site's http:// home redirects permanently to https://",
      ...httpsPage,
      httpVersion: httpHome("https://example.com/", [["http://example.com/", 308, "https://example.com/"]]),
    },
    {
      name: "a temporary redirect on http:// before the permanent one to https://",
      ...httpsPage,
      httpVersion: httpHome("https://www.example.com/", [
        ["http://example.com/", 302, "http://www.example.com/"],
        ["http://www.example.com/", 301, "https://www.example.com/"],
      ]),
    },
  ],
  fail: [
    {
      name: "the page of an HTTPS site: its http:// home answers without redirecting",
      ...httpsPage,
      httpVersion: httpHome("http://example.com/"),
      reports: [
        {
          messageId: "neverHttps",
          data: { requested: "http://example.com/", final: "http://example.com/" },
        },
      ],
    },
    {
      name: "the page of an HTTPS site: its http:// home redirects, but only to http://",
      ...httpsPage,
      httpVersion: httpHome("http://www.example.com/", [
        ["http://example.com/", 301, "http://www.example.com/"],
      ]),
      reports: [{ messageId: "neverHttpsAfterRedirects", data: { count: 1 } }],
    },
    {
      requestedUrl: "http://example.com/",
      url: "http://www.example.com/",
      redirects: [{ url: "http://example.com/", status: 301, location: "http://www.example.com/" }],
      html: "<p>x</p>",
      // The page itself is not on HTTPS: is-on-https is the finding, this rule's failure its symptom.
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
  review: [
    {
      name: "the http:// home reaches HTTPS through a 302",
      ...httpsPage,
      httpVersion: httpHome("https://example.com/", [["http://example.com/", 302, "https://example.com/"]]),
      reports: [
        {
          messageId: "temporaryRedirect",
          data: { url: "http://example.com/", status: 302, location: "https://example.com/" },
        },
      ],
    },
  ],
  notApplicable: [
    { name: "an offline audit of an https:// page: nobody asked the http:// address", ...httpsPage },
    { url: "http://localhost:3000/", html: "<p>local</p>" },
  ],
  unavailable: [
    {
      name: "the http:// home could not be read",
      ...httpsPage,
      httpVersion: { state: "failed", url: "http://example.com/", reason: "the connection was refused" },
    },
  ],
})
