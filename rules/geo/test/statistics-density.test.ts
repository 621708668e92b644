import { RuleTester } from "@svc/rule-tester"
import statisticsDensity from "../src/rules/statistics-density"
import { ARTICLE_URL, paragraphs, prose } from "./pages"

new RuleTester().run(statisticsDensity, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main><p>${prose(100)} Sales rose 42 % last year.</p><p>${prose(100, 5)} A loaf weighs 800 g.</p></main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 50)}</main>`,
      reports: [{ messageId: "noFigures" }],
    },
  ],
  review: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(6, 100)}\n<p>${prose(40)} It costs €4.50 today.</p></main>`,
      reports: [{ messageId: "fewFigures", line: 7, subject: "€4.50" }],
      line: 7,
    },
  ],
  notApplicable: [
    { url: ARTICLE_URL, html: `<main><p>${prose(60)}</p></main>` },
    {
      name: "a product page",
      url: "https://bakery.example/products/rye-loaf",
      html: `<main>${paragraphs(4, 50)}</main>`,
    },
  ],
})
