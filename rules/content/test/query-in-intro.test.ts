import { RuleTester } from "@svc/rule-tester"
import queryInIntro from "../src/rules/query-in-intro"
import { words } from "./pages"

new RuleTester().run(queryInIntro, {
  pass: [
    {
      html: `<main><p>Our sourdough bread rises for a day. ${words(150)}</p></main>`,
      query: "sourdough bread",
    },
  ],
  fail: [
    {
      html: `<main>\n<p>${words(150)} sourdough bread.</p></main>`,
      query: "sourdough bread",
      evidence: /^The first 100 words of the main content, from "word0 word1 .*", have 0 of 2 words/,
      line: 2,
    },
  ],
  notApplicable: [""],
})
