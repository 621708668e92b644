import { RuleTester } from "@svc/rule-tester"
import repeatedBlocks from "../src/rules/repeated-blocks"
import { words } from "./pages"

const note = "<p>Order before noon and we deliver the same day across the city.</p>"

new RuleTester().run(repeatedBlocks, {
  pass: [`<main><p>${words(40)}, one.</p>${note}<p>${words(30)}, two.</p></main>`],
  fail: [
    {
      html: `<main><p>${words(40)}, one.</p>\n${note}<p>${words(30)}, two.</p>${note}${note}</main>`,
      evidence: /^1 passage appears more than once; "Order before noon .*" appears 3 times\.$/,
      line: 2,
    },
  ],
  notApplicable: ["<main><p>Short.</p></main>"],
})
