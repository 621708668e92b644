import { RuleTester } from "@svc/rule-tester"
import queryInMainText from "../src/rules/query-in-main-text"
import { words } from "./pages"

new RuleTester().run(queryInMainText, {
  pass: [{ html: `<main><p>${words(50)} sourdough and bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(50)} sourdough only.</p></main>`,
      query: "sourdough bread Košice",
      reports: [
        { messageId: "partial", data: { found: 1, total: 3, phrase: "sourdough bread Košice", words: 52 } },
      ],
    },
  ],
  notApplicable: [""],
})
