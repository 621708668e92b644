import { RuleTester } from "@svc/rule-tester"
import authoritativeSources from "../src/rules/authoritative-sources"
import { ARTICLE_URL, paragraphs } from "./pages"

new RuleTester().run(authoritativeSources, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 50)}<p>See <a href="https://doi.org/10.1000/182">the study</a> and <a href="https://blog.example.net/">a blog</a>.</p></main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 50)}</main>`,
      reports: [{ messageId: "noSources" }],
      // No source at all is source-citations' finding: this one is its symptom.
      hiddenBy: "source-citations",
    },
  ],
  review: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(4, 50)}\n<p>See <a href="https://blog.example.net/a">one blog</a> and <a href="https://news.example.com/b">a newspaper</a>.</p></main>`,
      reports: [
        { messageId: "notAuthoritative", line: 5, subject: "example.net" },
        { messageId: "notAuthoritative", line: 5, subject: "example.com" },
      ],
      line: 5,
    },
  ],
  notApplicable: [{ url: ARTICLE_URL, html: "<main><p>Too short.</p></main>" }],
})
