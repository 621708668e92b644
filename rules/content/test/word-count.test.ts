import { RuleTester } from "@svc/rule-tester"
import wordCount from "../src/rules/word-count"
import { OTHER_URL, words } from "./pages"

new RuleTester().run(wordCount, {
  pass: [{ html: `<main><p>${words(300)}</p></main>`, url: OTHER_URL }],
  fail: [
    {
      html: `<main><p>${words(120)}</p></main>`,
      url: OTHER_URL,
      reports: [{ messageId: "tooShort", data: { region: "main", words: 120, minimum: 300 } }],
    },
    {
      name: "navigation and footer are not main content",
      html: `<nav>${words(400)}</nav><main><p>${words(10)}</p></main>`,
      url: OTHER_URL,
      reports: [{ messageId: "tooShort", data: { region: "main", words: 10, minimum: 300 } }],
      // Ten main words are no content of the page's own: has-content's finding, this one its symptom.
      hiddenBy: "has-content",
    },
    {
      name: "a product page needs fewer words than an article",
      html: `<main><p>${words(100)}</p></main>`,
      url: "https://example.com/product/bread",
      reports: [{ messageId: "tooShort", data: { region: "main", words: 100, minimum: 150 } }],
    },
  ],
  notApplicable: [{ html: "<h1>Contact us</h1><p>Call us.</p>", url: "https://example.com/contact" }],
})
