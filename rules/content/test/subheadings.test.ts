import { RuleTester } from "@svc/rule-tester"
import subheadings from "../src/rules/subheadings"
import { words } from "./pages"

new RuleTester().run(subheadings, {
  pass: [`<main><h1>Bread</h1><p>${words(200)}</p><h2>Flour</h2><p>${words(200, undefined, 200)}</p></main>`],
  fail: [
    {
      html: `<main><h1>Bread</h1><p>${words(400)}</p></main>`,
      reports: [{ messageId: "none", data: { words: 401 } }],
    },
  ],
  notApplicable: [`<main><p>${words(100)}</p></main>`],
})
