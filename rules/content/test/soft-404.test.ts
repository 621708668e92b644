import { RuleTester } from "@svc/rule-tester"
import soft404 from "../src/rules/soft-404"

new RuleTester().run(soft404, {
  pass: ["<title>Sourdough bread</title><h1>Sourdough bread</h1>"],
  fail: [
    {
      html: "<head>\n<title>Page not found | Bakery</title></head>",
      evidence: 'The page answered 200 but its title says "Page not found | Bakery".',
      line: 2,
    },
    {
      html: "<h1>Stránka sa nenašla</h1>",
      evidence: 'The page answered 200 but its H1 says "Stránka sa nenašla".',
    },
  ],
  notApplicable: [{ html: "<title>Page not found</title>", status: 404 }],
})
