import { RuleTester } from "@svc/rule-tester"
import metaRefreshRedirect from "../src/rules/meta-refresh-redirect"

new RuleTester().run(metaRefreshRedirect, {
  pass: [
    { name: "a plain reload goes nowhere else", html: '<meta http-equiv="refresh" content="300">' },
    {
      name: "a refresh to the page itself",
      url: "https://example.com/live",
      html: '<meta http-equiv="refresh" content="60; url=/live#top">',
    },
    {
      name: "junk after the number makes browsers ignore it",
      html: '<meta http-equiv="refresh" content="0x; url=/b">',
    },
  ],
  fail: [],
  review: [
    {
      html: '<head>\n<meta http-equiv="Refresh" content="0; URL=\'/new-page\'"></head>',
      evidence:
        '<meta http-equiv="refresh" content="0; URL=\'/new-page\'"> (line 2) sends visitors to https://example.com/new-page: search engines treat it as a weaker redirect than an HTTP 301.',
      line: 2,
    },
    {
      name: "a delayed redirect says so",
      html: '<meta http-equiv="refresh" content="3,https://other.example/">',
      evidence: /sends visitors to https:\/\/other.example\/ after 3 seconds/,
    },
  ],
  notApplicable: ["<p>no refresh</p>"],
})
