import { RuleTester } from "@svc/rule-tester"
import inDepthContent from "../src/rules/in-depth-content"
import { OTHER_URL, words } from "./pages"

new RuleTester().run(inDepthContent, {
  pass: [{ html: `<main><p>${words(600)}</p></main>`, url: OTHER_URL }],
  fail: [
    {
      html: `<main><p>${words(100)}</p></main>`,
      url: OTHER_URL,
      evidence: "100 words, under the minimum of 300.",
    },
    {
      name: "adequate but not in depth",
      html: `<main><p>${words(400)}</p></main>`,
      url: OTHER_URL,
      evidence: "400 main words: enough to answer, but in depth starts at 600 for a other page.",
    },
  ],
  notApplicable: [{ html: "<h1>Contact</h1>", url: "https://example.com/kontakt" }],
})
