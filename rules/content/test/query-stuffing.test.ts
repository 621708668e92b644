import { RuleTester } from "@svc/rule-tester"
import queryStuffing from "../src/rules/query-stuffing"
import { words } from "./pages"

new RuleTester().run(queryStuffing, {
  pass: [{ html: `<main><p>${words(200)} sourdough bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(160)} ${"sourdough bread, ".repeat(20)}</p></main>`,
      query: "sourdough bread",
      evidence: /are 40 of the main text's 200 topic words \(20\.0%, more than 8%\)/,
    },
  ],
  notApplicable: ["", { html: "<p>Sourdough bread.</p>", query: "sourdough bread" }],
})
