import { RuleTester } from "@svc/rule-tester"
import quotations from "../src/rules/quotations"
import { ARTICLE_URL, paragraphs } from "./pages"

new RuleTester().run(quotations, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 80)}<p>“We shape every loaf by hand before dawn,” said Eva Nováková, the head baker.</p></main>`,
    },
    {
      name: "a blockquote with a cite",
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 80)}<blockquote cite="https://example.org/interview"><p>Bread needs time more than anything else.</p></blockquote></main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 80)}</main>`,
      reports: [{ messageId: "noQuotations" }],
    },
  ],
  review: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 80)}\n<blockquote><p>Bread needs time more than anything else in the kitchen.</p></blockquote></main>`,
      reports: [{ messageId: "unattributed", line: 5 }],
      line: 5,
    },
  ],
  notApplicable: [{ url: ARTICLE_URL, html: `<main>${paragraphs(2, 80)}</main>` }],
})
