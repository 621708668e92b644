import { RuleTester } from "@svc/rule-tester"
import ogImageAbsolute from "../src/rules/og-image-absolute"

new RuleTester().run(ogImageAbsolute, {
  pass: [
    '<meta property="og:image" content="https://example.com/share.jpg"><meta name="twitter:image" content="http://cdn.example.com/x.png">',
  ],
  fail: [
    {
      html: '<head>\n<meta property="og:image" content="/img/share.jpg">\n<meta property="og:image:secure_url" content="http://example.com/share.jpg"></head>',
      reports: [
        { messageId: "notAbsolute", line: 2, subject: '<meta property="og:image" content="/img/share.jpg">' },
        {
          messageId: "secureNotHttps",
          line: 3,
          subject: '<meta property="og:image:secure_url" content="http://example.com/share.jpg">',
        },
      ],
      line: 2,
    },
    {
      name: "a protocol-relative address",
      html: '<meta property="og:image" content="//cdn.example.com/a.jpg">',
      reports: [
        { messageId: "notAbsolute", subject: '<meta property="og:image" content="//cdn.example.com/a.jpg">' },
      ],
    },
    {
      name: "an empty one",
      html: '<meta name="twitter:image" content="">',
      reports: [{ messageId: "notAbsolute" }],
    },
  ],
  notApplicable: ["<title>x</title>"],
})
