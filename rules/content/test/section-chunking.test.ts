import { RuleTester } from "@svc/rule-tester"
import sectionChunking from "../src/rules/section-chunking"
import { proseParagraphs as paragraphs } from "./pages"

new RuleTester().run(sectionChunking, {
  pass: [`<main><h2>Mixing</h2>${paragraphs(3, 100)}<h2>Baking</h2>${paragraphs(3, 100, 3)}</main>`],
  fail: [
    {
      html: `<main><h2>Mixing</h2>${paragraphs(3, 100)}\n<h2>Everything else</h2>${paragraphs(9, 100, 3)}</main>`,
      reports: [
        {
          messageId: "longSection",
          line: 4,
          subject: "Everything else",
          data: { words: 900, heading: "Everything else" },
        },
      ],
    },
  ],
  review: [
    {
      html: `<main>${paragraphs(5, 100)}<h2>Baking</h2>${paragraphs(1, 100)}</main>`,
      reports: [{ messageId: "longOpening", line: 1, data: { words: 500 } }],
    },
  ],
  notApplicable: [`<main>${paragraphs(3, 100)}</main>`],
})
