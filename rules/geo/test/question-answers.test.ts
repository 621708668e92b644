import { RuleTester } from "@svc/rule-tester"
import questionAnswers from "../src/rules/question-answers"
import { prose } from "./pages"

new RuleTester().run(questionAnswers, {
  pass: [
    "<main><h2>How long does the dough rise?</h2><p>Four to twelve hours, depending on the warmth of the kitchen.</p></main>",
    {
      name: "a question answered by the subsections below it",
      html: `<main><h2>How to bake sourdough?</h2><h3>Mix</h3><p>${prose(20)}</p><h3>Bake</h3><p>${prose(20)}</p></main>`,
    },
    {
      name: "a list as the answer",
      html: "<main><h2>What do you need?</h2><ul><li>Flour</li><li>Water</li></ul></main>",
    },
  ],
  fail: [
    {
      html: `<main><h2>Why use rye?</h2><p>${prose(30)}</p>\n<h2>What does it cost?</h2>\n<h2>Delivery</h2><p>${prose(30)}</p></main>`,
      reports: [{ messageId: "unanswered", line: 2, subject: "What does it cost?" }],
      line: 2,
    },
  ],
  review: [
    {
      html: `<main>\n<h2>Why does bread go stale?</h2><p>${prose(150)}</p></main>`,
      reports: [{ messageId: "buried", line: 2, subject: "Why does bread go stale?" }],
      line: 2,
    },
  ],
  notApplicable: [`<main><h2>Ingredients</h2><p>${prose(30)}</p></main>`],
})
