import { RuleTester } from "@svc/rule-tester"
import listsInContent from "../src/rules/lists-in-content"
import { words } from "./pages"

new RuleTester().run(listsInContent, {
  pass: [
    `<main><p>${words(100)}</p><ul><li>Flour and water</li><li>Salt and time</li></ul></main>`,
    `<main><p>${words(100)}</p><table><tr><td>Rye</td><td>60%</td></tr></table></main>`,
  ],
  fail: [
    {
      html: `<main><p>${words(500)}</p><p>${words(400)}</p></main>`,
      reports: [{ messageId: "noList", data: { words: 900 } }],
    },
  ],
  notApplicable: [`<main><p>${words(200)}</p></main>`],
})
