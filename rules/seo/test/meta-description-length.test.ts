import { RuleTester, substantivePage } from "@svc/rule-tester"
import metaDescriptionLength from "../src/rules/meta-description-length"

const description = (content: string) => `<head>\n<meta name="description" content="${content}"></head>`

new RuleTester().run(metaDescriptionLength, {
  pass: [description("Sourdough, rye and spelt loaves baked daily from 6 am and delivered across Košice.")],
  fail: [],
  // Reviews on pages with content: a review on a thin page steps aside (has-content's gate).
  review: [
    {
      html: substantivePage(description("Fresh bread.")),
      reports: [
        {
          messageId: "tooShort",
          line: 2,
          subject: "Fresh bread.",
          data: { text: "Fresh bread.", length: 12 },
        },
      ],
      line: 2,
    },
    {
      html: substantivePage(description("x".repeat(161))),
      reports: [{ messageId: "tooLong", line: 2 }],
    },
  ],
  notApplicable: ["<p>no description</p>", description("  ")],
})
