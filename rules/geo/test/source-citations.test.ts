import { RuleTester } from "@svc/rule-tester"
import sourceCitations from "../src/rules/source-citations"
import { ARTICLE_URL, paragraphs, prose } from "./pages"

new RuleTester().run(sourceCitations, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main><p>${prose(200)} <a href="https://www.fao.org/bread">FAO figures</a>.</p></main>`,
    },
    {
      name: "a references section",
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 50)}<h2>Sources</h2><ol><li>FAO 2024</li></ol></main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<nav><a href="https://partner.example.org/">Partner</a></nav><main>${paragraphs(4, 50)}<p><a href="/about">About us</a> <a href="https://www.facebook.com/bakery">Facebook</a></p></main>`,
      reports: [{ messageId: "noSources" }],
    },
  ],
  notApplicable: [
    { url: ARTICLE_URL, html: `<main><p>${prose(80)}</p></main>` },
    { name: "the home page", html: `<main>${paragraphs(4, 50)}</main>` },
  ],
})
