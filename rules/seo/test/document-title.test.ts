import { RuleTester } from "@svc/rule-tester"
import documentTitle from "../src/rules/document-title"

new RuleTester().run(documentTitle, {
  pass: [
    "<html><head><title>Sourdough bread in Košice</title></head></html>",
    {
      name: "a title pushed into the body still names the document",
      html: "<html><body><p>x</p><title>Late title</title></body></html>",
    },
  ],
  fail: [
    { html: "<html><head></head><body>Hello</body></html>", reports: [{ messageId: "missing" }] },
    {
      html: "<html><head>\n<title>   </title></head></html>",
      reports: [{ messageId: "empty", line: 2 }],
      line: 2,
    },
    {
      name: "an SVG title is not a document title",
      html: "<body><svg><title>Icon</title></svg></body>",
      reports: [{ messageId: "missing" }],
    },
  ],
})
