import { RuleTester } from "@svc/rule-tester"
import queryStuffing from "../src/rules/query-stuffing"
import { words } from "./pages"

new RuleTester().run(queryStuffing, {
  pass: [{ html: `<main><p>${words(100)} sourdough bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(80)} ${"sourdough bread, ".repeat(10)}</p></main>`,
      query: "sourdough bread",
      evidence: /are 20 of the main text's 100 topic words \(20\.0%, more than 8%\)/,
    },
  ],
  notApplicable: ["", { html: "<p>Sourdough bread.</p>", query: "sourdough bread" }],
})
