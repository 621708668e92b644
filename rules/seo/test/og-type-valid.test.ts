import { RuleTester } from "@svc/rule-tester"
import ogTypeValid from "../src/rules/og-type-valid"

new RuleTester().run(ogTypeValid, {
  pass: [
    '<meta property="og:type" content="website">',
    '<meta property="og:type" content="video.movie">',
    { name: "a namespaced custom type", html: '<meta property="og:type" content="myapp:recipe">' },
    { name: "case is forgiven", html: '<meta property="og:type" content="Article">' },
  ],
  fail: [
    {
      html: '<head>\n<meta property="og:type" content="homepage"></head>',
      reports: [
        { messageId: "unknownType", line: 2, data: { tag: '<meta property="og:type" content="homepage">' } },
      ],
      line: 2,
    },
  ],
  notApplicable: ["<title>x</title>", '<meta property="og:type" content="">'],
})
