import { RuleTester } from "@svc/rule-tester"
import wallOfText from "../src/rules/wall-of-text"
import { words } from "./pages"

new RuleTester().run(wallOfText, {
  pass: [`<main><p>${words(100)}</p><p>${words(120)}</p></main>`],
  fail: [
    {
      html: `<main><p>${words(100)}</p>\n<p>${words(200)}</p></main>`,
      evidence:
        /^1 block of the main content run over 150 words; the first, a <p> of 200 words, starts "word0 word1/,
      line: 2,
    },
  ],
  notApplicable: [""],
})
