import { RuleTester } from "@svc/rule-tester"
import wallOfText from "../src/rules/wall-of-text"
import { words } from "./pages"

new RuleTester().run(wallOfText, {
  pass: [`<main><p>${words(100)}</p><p>${words(120)}</p></main>`],
  fail: [
    {
      html: `<main><p>${words(100)}</p>\n<p>${words(200)}</p></main>`,
      reports: [{ messageId: "wall", line: 2 }],
      evidence: /\b200\b/,
    },
  ],
  notApplicable: [""],
})
