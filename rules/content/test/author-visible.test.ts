import { RuleTester } from "@svc/rule-tester"
import authorVisible from "../src/rules/author-visible"
import { ARTICLE_URL } from "./pages"

new RuleTester().run(authorVisible, {
  pass: [
    { html: '<h1>Bread</h1><p class="byline">By Jane Doe</p>', url: ARTICLE_URL },
    { html: '<h1>Bread</h1><p>By <a rel="author" href="/jane">Jane</a></p>', url: ARTICLE_URL },
  ],
  fail: [
    {
      html: '<meta name="author" content="Jane Doe"><h1>Bread</h1>',
      url: ARTICLE_URL,
      reports: [{ messageId: "metaOnly", line: 1, subject: "Jane Doe" }],
    },
    {
      html: "<h1>Bread</h1><p>Text</p>",
      url: ARTICLE_URL,
      reports: [{ messageId: "noByline" }],
    },
  ],
  notApplicable: [{ html: "<h1>Bread</h1>", url: "https://example.com/" }],
})
