import { RuleTester } from "@svc/rule-tester"
import queryInDescription from "../src/rules/query-in-description"

new RuleTester().run(queryInDescription, {
  pass: [
    {
      html: '<meta name="description" content="Sourdough bread baked every morning.">',
      query: "sourdough bread",
    },
  ],
  fail: [
    {
      html: '<head>\n<meta name="description" content="Cakes and pastry."></head>',
      query: "sourdough bread",
      reports: [
        {
          messageId: "partial",
          line: 2,
          subject: "Cakes and pastry.",
          data: { found: 0, total: 2, phrase: "sourdough bread", description: "Cakes and pastry." },
        },
      ],
    },
    { html: "<title>x</title>", query: "bread", reports: [{ messageId: "noDescription" }] },
  ],
  notApplicable: [""],
})
