import { RuleTester, substantivePage } from "@svc/rule-tester"
import titleDescriptionSame from "../src/rules/title-description-same"

new RuleTester().run(titleDescriptionSame, {
  pass: [
    '<title>Sourdough bread in Košice</title><meta name="description" content="Baked daily from 6 am: rye, spelt and wheat loaves, delivered across Košice.">',
  ],
  fail: [],
  review: [
    {
      // On a page with content: a review on a thin page steps aside (has-content's gate).
      html: substantivePage(
        '<head>\n<title>Sourdough bread in Košice</title>\n<meta name="description" content="sourdough  bread in Košice"></head>',
      ),
      reports: [{ messageId: "same", line: 3, subject: "Sourdough bread in Košice" }],
      line: 3,
    },
  ],
  notApplicable: ["<title>Only a title</title>", '<meta name="description" content="Only a description">'],
})
