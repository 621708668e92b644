import { RuleTester } from "@svc/rule-tester"
import quotableLength from "../src/rules/quotable-length"
import { ARTICLE_URL, GUIDE_URL, paragraphs } from "./pages"

new RuleTester().run(quotableLength, {
  pass: [
    { url: ARTICLE_URL, html: `<main>${paragraphs(2, 80)}</main>` },
    { name: "a guide of 150 words", url: GUIDE_URL, html: `<main>${paragraphs(3, 50)}</main>` },
  ],
  fail: [
    {
      name: "an article of two short paragraphs",
      url: ARTICLE_URL,
      html: `<main>${paragraphs(2, 40)}</main>`,
      reports: [{ messageId: "tooShort" }],
    },
  ],
  notApplicable: [
    {
      name: "a home page is not judged on quotable text",
      url: "https://bakery.example/",
      html: `<main>${paragraphs(2, 40)}</main>`,
    },
  ],
})
