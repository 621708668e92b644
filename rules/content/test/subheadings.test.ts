import { RuleTester } from "@svc/rule-tester"
import subheadings from "../src/rules/subheadings"
import { words } from "./pages"

new RuleTester().run(subheadings, {
  pass: [`<main><h1>Bread</h1><p>${words(200)}</p><h2>Flour</h2><p>${words(200, undefined, 200)}</p></main>`],
  fail: [
    {
      html: `<main><h1>Bread</h1><p>${words(400)}</p></main>`,
      // The h1 opening the article is its headline, not its text: 400 main words.
      reports: [{ messageId: "none", data: { words: 400 } }],
    },
  ],
  notApplicable: [`<main><p>${words(100)}</p></main>`],
})
