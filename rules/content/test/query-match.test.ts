import { RuleTester } from "@svc/rule-tester"
import queryMatch from "../src/rules/query-match"
import { words } from "./pages"

new RuleTester().run(queryMatch, {
  pass: [
    {
      html: `<title>Sourdough bread</title><h1>Sourdough bread</h1><main><p>Sourdough bread rises slowly. ${words(60)}</p></main>`,
      query: "sourdough bread",
    },
  ],
  fail: [
    {
      html: `<title>Cakes</title><h1>Cakes</h1><main><p>${words(60)}</p></main>`,
      query: "sourdough bread",
      reports: [
        {
          messageId: "weak",
          subject: "sourdough bread",
          data: { phrase: "sourdough bread", score: 0, threshold: 40 },
        },
      ],
    },
  ],
  notApplicable: [""],
})
