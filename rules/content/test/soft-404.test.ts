import { RuleTester } from "@svc/rule-tester"
import soft404 from "../src/rules/soft-404"

new RuleTester().run(soft404, {
  pass: ["<title>Sourdough bread</title><h1>Sourdough bread</h1>"],
  fail: [
    {
      html: "<head>\n<title>Page not found | Bakery</title></head>",
      reports: [
        {
          messageId: "title",
          line: 2,
          subject: "Page not found | Bakery",
          data: { status: 200, title: "Page not found | Bakery" },
        },
      ],
    },
    {
      html: "<h1>Stránka sa nenašla</h1>",
      reports: [{ messageId: "h1", subject: "Stránka sa nenašla" }],
    },
  ],
  notApplicable: [{ html: "<title>Page not found</title>", status: 404 }],
})
