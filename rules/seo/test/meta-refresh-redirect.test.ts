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
      reports: [
        {
          messageId: "redirect",
          line: 2,
          subject: "0; URL='/new-page'",
          data: { content: "0; URL='/new-page'", url: "https://example.com/new-page" },
        },
      ],
      line: 2,
    },
    {
      name: "a delayed redirect says so",
      html: '<meta http-equiv="refresh" content="3,https://other.example/">',
      reports: [{ messageId: "delayedRedirect" }],
      // A refresh that waits is meta-refresh's finding: this one is its symptom.
      hiddenBy: "meta-refresh",
    },
    {
      name: "every redirecting refresh is an item",
      html: '<meta http-equiv="refresh" content="0; url=/a">\n<meta http-equiv="refresh" content="300">\n<meta http-equiv="refresh" content="5; url=/b">',
      reports: [
        { messageId: "redirect", line: 1 },
        { messageId: "delayedRedirect", line: 3 },
      ],
      hiddenBy: "meta-refresh",
    },
  ],
  notApplicable: ["<p>no refresh</p>"],
})
