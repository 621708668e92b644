import { RuleTester } from "@svc/rule-tester"
import sectionChunking from "../src/rules/section-chunking"
import { proseParagraphs as paragraphs } from "./pages"

new RuleTester().run(sectionChunking, {
  pass: [`<main><h2>Mixing</h2>${paragraphs(3, 100)}<h2>Baking</h2>${paragraphs(3, 100, 3)}</main>`],
  fail: [
    {
      html: `<main><h2>Mixing</h2>${paragraphs(3, 100)}\n<h2>Everything else</h2>${paragraphs(9, 100, 3)}</main>`,
      evidence:
        'In the main content, the section "Everything else" (line 4) runs 900 words without a subheading.',
      line: 4,
    },
  ],
  review: [
    {
      html: `<main>${paragraphs(5, 100)}<h2>Baking</h2>${paragraphs(1, 100)}</main>`,
      evidence:
        "In the main content, the text before the first heading (from line 1) runs 500 words without a subheading.",
      line: 1,
    },
  ],
  notApplicable: [`<main>${paragraphs(3, 100)}</main>`],
})
