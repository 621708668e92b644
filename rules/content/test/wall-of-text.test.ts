import { RuleTester } from "@svc/rule-tester"
import wallOfText from "../src/rules/wall-of-text"
import { words } from "./pages"

new RuleTester().run(wallOfText, {
  pass: [`<main><p>${words(100)}</p><p>${words(120)}</p></main>`],
  fail: [
    {
      html: `<main><p>${words(100)}</p>\n<p>${words(200)}</p></main>`,
      reports: [
        {
          messageId: "wall",
          line: 2,
          data: {
            tag: "p",
            words: 200,
            max: 150,
            text: "word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…",
          },
        },
      ],
    },
  ],
  notApplicable: [""],
})
