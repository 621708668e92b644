import { RuleTester } from "@svc/rule-tester"
import viewportFixedWidth from "../src/rules/viewport-fixed-width"

new RuleTester().run(viewportFixedWidth, {
  pass: [
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="viewport" content="initial-scale=1">',
  ],
  fail: [
    {
      html: '<head>\n<meta name="viewport" content="width=1024px"></head>',
      reports: [{ messageId: "fixedWidth", line: 2, data: { content: "width=1024px", width: "1024" } }],
      line: 2,
    },
  ],
  notApplicable: ["<p>no viewport</p>"],
})
