import { RuleTester } from "@svc/rule-tester"
import listsAndTables from "../src/rules/lists-and-tables"
import { ARTICLE_URL, paragraphs } from "./pages"

new RuleTester().run(listsAndTables, {
  pass: [
    { url: ARTICLE_URL, html: `<main>${paragraphs(9, 100)}<ol><li>Mix</li><li>Bake</li></ol></main>` },
    { url: ARTICLE_URL, html: `<main>${paragraphs(9, 100)}<table><tr><th>Loaf</th></tr></table></main>` },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main>${paragraphs(9, 100)}</main><footer><ul><li>Imprint</li><li>Privacy</li></ul></footer>`,
      evidence: "The main content runs 900 words with no list and no table.",
    },
  ],
  notApplicable: [{ url: ARTICLE_URL, html: `<main>${paragraphs(5, 100)}</main>` }],
})
