import { RuleTester } from "@svc/rule-tester"
import metaRefresh from "../src/rules/meta-refresh"

new RuleTester().run(metaRefresh, {
  pass: [
    {
      name: "an instant redirect is no timing problem",
      html: '<meta http-equiv="refresh" content="0; url=/new">',
    },
    { name: "a refresh after more than 20 hours", html: '<meta http-equiv="refresh" content="72001">' },
    {
      name: "a content that does not start with a number",
      html: '<meta http-equiv="refresh" content="foo; 30">',
    },
  ],
  fail: [
    {
      html: '<head>\n<meta http-equiv="refresh" content="5; url=https://example.com/new"></head>',
      reports: [
        { messageId: "timed", line: 2, data: { content: "5; url=https://example.com/new", delay: 5 } },
      ],
      line: 2,
    },
    {
      name: "a fraction of a second",
      html: '<meta http-equiv="refresh" content="0.5">',
      reports: [{ messageId: "timed", subject: "0.5" }],
    },
    {
      name: "a tag in the body counts, as for axe",
      html: '<body><p>x</p><meta http-equiv="refresh" content="30"></body>',
      reports: [{ messageId: "timed" }],
    },
  ],
  notApplicable: [
    "<p>no refresh</p>",
    { name: "a refresh without content", html: '<meta http-equiv="refresh">' },
    {
      name: "axe compares the value case-sensitively",
      html: '<meta http-equiv="Refresh" content="5">',
    },
  ],
})
