import { RuleTester } from "@svc/rule-tester"
import readingLevel from "../src/rules/reading-level"

const plain =
  "We bake bread at night. The dough rests for a day. Then it goes in the oven. You get it warm at six. "
const dense =
  "Comprehensive organisational restructuring notwithstanding, institutional stakeholders systematically underestimated interdependencies characterising international agricultural commodity distribution infrastructures, consequently necessitating extraordinarily sophisticated intergovernmental coordination mechanisms throughout subsequent implementation. "

new RuleTester().run(readingLevel, {
  pass: [`<html lang="en"><main><p>${plain.repeat(8)}</p></main></html>`],
  fail: [
    {
      html: `<html lang="en"><main><p>${dense.repeat(6)}</p></main></html>`,
      reports: [
        {
          messageId: "hard",
          data: { lix: 125, limit: 60, language: "en", wordsPerSentence: 25, longWords: 100 },
        },
      ],
    },
  ],
  notApplicable: ["<p>Too short to judge.</p>"],
})
