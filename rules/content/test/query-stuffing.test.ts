import { RuleTester } from "@svc/rule-tester"
import queryStuffing from "../src/rules/query-stuffing"
import { words } from "./pages"

new RuleTester().run(queryStuffing, {
  pass: [{ html: `<main><p>${words(200)} sourdough bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(160)} ${"sourdough bread, ".repeat(20)}</p></main>`,
      query: "sourdough bread",
      reports: [{ messageId: "stuffed", subject: "sourdough bread" }],
      evidence: /\b40\b.*\b200\b.*\b20\b.*\b8\b/,
    },
  ],
  notApplicable: ["", { html: "<p>Sourdough bread.</p>", query: "sourdough bread" }],
})
