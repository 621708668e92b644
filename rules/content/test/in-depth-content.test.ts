import { RuleTester } from "@svc/rule-tester"
import inDepthContent from "../src/rules/in-depth-content"
import { OTHER_URL, words } from "./pages"

new RuleTester().run(inDepthContent, {
  pass: [{ html: `<main><p>${words(600)}</p></main>`, url: OTHER_URL }],
  fail: [
    {
      html: `<main><p>${words(100)}</p></main>`,
      url: OTHER_URL,
      reports: [{ messageId: "underMinimum", data: { words: 100, minimum: 300 } }],
      // Under the minimum is word-count's finding: this one is its symptom.
      hiddenBy: "word-count",
    },
    {
      name: "adequate but not in depth",
      html: `<main><p>${words(400)}</p></main>`,
      url: OTHER_URL,
      reports: [{ messageId: "shallow", data: { words: 400, target: 600 } }],
    },
  ],
  notApplicable: [{ html: "<h1>Contact</h1>", url: "https://example.com/kontakt" }],
})
