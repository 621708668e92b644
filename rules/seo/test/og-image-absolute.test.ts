import { RuleTester } from "@svc/rule-tester"
import ogImageAbsolute from "../src/rules/og-image-absolute"

new RuleTester().run(ogImageAbsolute, {
  pass: [
    '<meta property="og:image" content="https://example.com/share.jpg"><meta name="twitter:image" content="http://cdn.example.com/x.png">',
  ],
  fail: [
    {
      html: '<head>\n<meta property="og:image" content="/img/share.jpg">\n<meta property="og:image:secure_url" content="http://example.com/share.jpg"></head>',
      evidence:
        'Share images that are not absolute http(s) URLs: <meta property="og:image" content="/img/share.jpg"> (line 2); <meta property="og:image:secure_url" content="http://example.com/share.jpg"> (line 3).',
      line: 2,
    },
    {
      name: "a protocol-relative address",
      html: '<meta property="og:image" content="//cdn.example.com/a.jpg">',
      evidence: /\/\/cdn/,
    },
    { name: "an empty one", html: '<meta name="twitter:image" content="">', evidence: /twitter:image/ },
  ],
  notApplicable: ["<title>x</title>"],
})
