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
      evidence: 'The meta description "Cakes and pastry." has 0 of 2 words of the phrase "sourdough bread".',
      line: 2,
    },
    { html: "<title>x</title>", query: "bread", evidence: /^The page has no meta description to hold/ },
  ],
  notApplicable: [""],
})
