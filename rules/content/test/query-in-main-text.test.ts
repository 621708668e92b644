import { RuleTester } from "@svc/rule-tester"
import queryInMainText from "../src/rules/query-in-main-text"
import { words } from "./pages"

new RuleTester().run(queryInMainText, {
  pass: [{ html: `<main><p>${words(50)} sourdough and bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(50)} sourdough only.</p></main>`,
      query: "sourdough bread Košice",
      evidence: 'The main content (52 words) has 1 of 3 words of the phrase "sourdough bread Košice".',
    },
  ],
  notApplicable: [""],
})
