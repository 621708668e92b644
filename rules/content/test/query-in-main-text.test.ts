import { RuleTester } from "@svc/rule-tester"
import queryInMainText from "../src/rules/query-in-main-text"
import { words } from "./pages"

new RuleTester().run(queryInMainText, {
  pass: [{ html: `<main><p>${words(50)} sourdough and bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(50)} sourdough only.</p></main>`,
      query: "sourdough bread Košice",
      reports: [{ messageId: "partial" }],
      evidence: /\b52\b.*\b1\b.*\b3\b.*"sourdough bread Košice"/,
    },
  ],
  notApplicable: [""],
})
