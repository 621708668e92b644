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
      name: "no main content at all",
      html: "<title>Sourdough</title>",
      query: "sourdough bread",
      reports: [{ messageId: "noMainContent" }],
    },
    {
      html: `<main>\n<p>${words(150)} sourdough bread.</p></main>`,
      query: "sourdough bread",
      reports: [
        {
          messageId: "partial",
          line: 2,
          data: {
            found: 0,
            total: 2,
            phrase: "sourdough bread",
            opening: "word0 word1 word2 word3 word4 word5 word6 word7 w…",
          },
        },
      ],
    },
  ],
  notApplicable: [""],
})
