import { RuleTester } from "@svc/rule-tester"
import answerFirst from "../src/rules/answer-first"
import { ARTICLE_URL, paragraphs, prose } from "./pages"

const body = paragraphs(4, 50)

new RuleTester().run(answerFirst, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1><p>By Eva</p><p>Sourdough bread is bread leavened by a starter of wild yeast and lactic bacteria instead of baker's yeast.</p>${body}</main>`,
    },
    {
      name: "a long byline before the lead is skipped",
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1><p>By Eva Nováková, head baker at the Example Bakery, 14 March 2026, 10:30</p><p>Sourdough bread rises with a starter of wild yeast and lactic bacteria instead of baker's yeast.</p>${body}</main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1>\n<p>In this article, we will look at everything you need to know about sourdough bread.</p>${body}</main>`,
      reports: [{ messageId: "teaser", line: 2 }],
      line: 2,
    },
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1><p>Have you ever wondered why sourdough tastes sour?</p>${body}</main>`,
      reports: [{ messageId: "teaser", line: 1 }],
    },
    {
      name: "no paragraph in the first 150 words",
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1><ul>${Array.from({ length: 40 }, (_, index) => `<li>${prose(5, index)}</li>`).join("")}</ul>${body}</main>`,
      reports: [{ messageId: "noLead" }],
    },
  ],
  review: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1>\n<p>Our family has run the little shop on the corner since the old mill closed.</p>${body}</main>`,
      reports: [{ messageId: "offTopic", line: 2 }],
      line: 2,
    },
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough bread</h1><p>Sourdough bread ${prose(60).replaceAll(".", "").toLowerCase()}.</p>${body}</main>`,
      reports: [{ messageId: "longSentence", line: 1 }],
    },
  ],
  notApplicable: [
    { url: ARTICLE_URL, html: `<main><h1>Sourdough</h1><p>${prose(40)}</p></main>` },
    { name: "the home page", html: `<main><h1>Bakery</h1>${body}</main>` },
  ],
})
