import { RuleTester } from "@svc/rule-tester"
import repeatedBlocks from "../src/rules/repeated-blocks"
import { words } from "./pages"

const note = "<p>Order before noon and we deliver the same day across the city.</p>"

new RuleTester().run(repeatedBlocks, {
  pass: [`<main><p>${words(40)}, one.</p>${note}<p>${words(30)}, two.</p></main>`],
  fail: [
    {
      html: `<main><p>${words(40)}, one.</p>\n${note}<p>${words(30)}, two.</p>${note}${note}</main>`,
      reports: [
        {
          messageId: "repeated",
          line: 2,
          data: { text: "Order before noon and we deliver the same day across the ci…", count: 3 },
        },
      ],
    },
  ],
  notApplicable: ["<main><p>Short.</p></main>"],
})
