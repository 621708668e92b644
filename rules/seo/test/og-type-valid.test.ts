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
      evidence:
        '<meta property="og:type" content="homepage"> is not an Open Graph type; platforms fall back to "website".',
      reports: [{ messageId: "unknownType", line: 2 }],
      line: 2,
    },
  ],
  notApplicable: ["<title>x</title>", '<meta property="og:type" content="">'],
})
