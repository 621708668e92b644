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
      evidence: "The main content (200 words) states no figure: no percentage, amount, measurement or count.",
    },
  ],
  review: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(6, 100)}\n<p>${prose(40)} It costs €4.50 today.</p></main>`,
      evidence:
        'The main content (644 words) states 1 figure ("€4.50" (line 7)); about 3 would back its claims.',
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
