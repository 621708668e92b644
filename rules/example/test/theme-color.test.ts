import { RuleTester } from "@svc/rule-tester"
import themeColor from "../src/rules/theme-color"

new RuleTester().run(themeColor, {
  pass: [
    '<head><meta name="theme-color" content="#1a4d2e"></head>',
    {
      name: "a light and a dark colour",
      html: '<meta name="theme-color" media="(prefers-color-scheme: light)" content="white"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="black">',
    },
  ],
  fail: [
    { html: "<head><title>Bakery</title></head>", reports: [{ messageId: "missing" }] },
    {
      html: '<head>\n<meta name="theme-color" content=" "></head>',
      reports: [{ messageId: "empty", line: 2 }],
    },
    {
      name: "a theme colour pushed into <body> does not count",
      html: '<body><p>x</p><meta name="theme-color" content="#fff"></body>',
      reports: [{ messageId: "missing" }],
    },
  ],
})
