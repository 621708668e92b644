import { RuleTester } from "@svc/rule-tester"
import titleMultiple from "../src/rules/title-multiple"

new RuleTester().run(titleMultiple, {
  pass: [
    "<head><title>One</title></head>",
    "<p>no title at all</p>",
    {
      name: "an SVG title is not a document title",
      html: "<title>Page</title><svg><title>Icon</title></svg>",
    },
  ],
  fail: [
    {
      html: "<head>\n<title>Shop</title>\n<title>Shop | Brand</title></head>",
      reports: [{ messageId: "extraTitle", line: 3, subject: "Shop | Brand" }],
      line: 3,
    },
    {
      name: "a second title in the body counts too",
      html: "<head><title>A</title></head><body><p>x</p><title>B</title></body>",
      reports: [{ messageId: "extraTitle", subject: "B" }],
    },
  ],
})
