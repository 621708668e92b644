import { RuleTester } from "@svc/rule-tester"
import keyTakeaways from "../src/rules/key-takeaways"
import { ARTICLE_URL, GUIDE_URL, paragraphs } from "./pages"

new RuleTester().run(keyTakeaways, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main><h2>Key takeaways</h2><ul><li>Rye needs time</li></ul>${paragraphs(11, 100)}</main>`,
    },
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(11, 100)}<h2>Zhrnutie</h2><p>Kvások potrebuje čas.</p></main>`,
    },
    { url: ARTICLE_URL, html: `<main><p>TL;DR: rye needs time and warmth.</p>${paragraphs(11, 100)}</main>` },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main><h2>Mixing</h2>${paragraphs(11, 100)}</main>`,
      reports: [{ messageId: "noSummary" }],
    },
  ],
  notApplicable: [
    { url: ARTICLE_URL, html: `<main>${paragraphs(5, 100)}</main>` },
    { url: GUIDE_URL, html: `<main>${paragraphs(11, 100)}</main>` },
  ],
})
