import { RuleTester } from "@svc/rule-tester"
import wordCount from "../src/rules/word-count"

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ")

new RuleTester().run(wordCount, {
  pass: [`<main><p>${words(300)}</p></main>`],
  fail: [
    { html: `<main><p>${words(120)}</p></main>`, evidence: /has 120 words; 300 is the minimum/ },
    {
      name: "navigation and footer are not main content",
      html: `<nav>${words(400)}</nav><main><p>${words(10)}</p></main>`,
      evidence: /has 10 words/,
    },
  ],
  notApplicable: [{ html: "<h1>Contact us</h1><p>Call us.</p>", url: "https://example.com/contact" }],
})
