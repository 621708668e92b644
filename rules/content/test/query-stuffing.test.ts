import { RuleTester } from "@svc/rule-tester"
import queryStuffing from "../src/rules/query-stuffing"
import { words } from "./pages"

new RuleTester().run(queryStuffing, {
  pass: [{ html: `<main><p>${words(200)} sourdough bread.</p></main>`, query: "sourdough bread" }],
  fail: [
    {
      html: `<main><p>${words(160)} ${"sourdough bread, ".repeat(20)}</p></main>`,
      query: "sourdough bread",
      reports: [
        {
          messageId: "stuffed",
          subject: "sourdough bread",
          data: { phrase: "sourdough bread", phraseWords: 40, topicWords: 200, percent: 20, max: 8 },
        },
      ],
      // Each of its words is a tenth of the text: keyword-stuffing's finding, this one its symptom.
      hiddenBy: "keyword-stuffing",
    },
    {
      name: "the phrase over its share while no single word is stuffed",
      html: `<main><p>${words(180)} ${"sourdough bread, ".repeat(10)}</p></main>`,
      query: "sourdough bread",
      reports: [
        {
          messageId: "stuffed",
          subject: "sourdough bread",
          data: { phrase: "sourdough bread", phraseWords: 20, topicWords: 200, percent: 10, max: 8 },
        },
      ],
    },
  ],
  notApplicable: ["", { html: "<p>Sourdough bread.</p>", query: "sourdough bread" }],
})
