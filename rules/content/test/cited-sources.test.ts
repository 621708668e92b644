import { RuleTester } from "@svc/rule-tester"
import citedSources from "../src/rules/cited-sources"
import { ARTICLE_URL, words } from "./pages"

const text = (count: number) => `<p>${words(count)}, a sentence with a comma.</p>`

new RuleTester().run(citedSources, {
  pass: [
    `<main>${text(100)}<h2>Sources</h2><ul><li>A study</li></ul></main>`,
    `<main><p>${words(60)} <a href="https://who.int/report">WHO</a> and <a href="https://fao.org/x">FAO</a>.</p></main>`,
    { name: "footnotes", html: `<main><p>${words(60)} <a href="#fn1">1</a>.</p></main>` },
  ],
  fail: [
    {
      html: `<main>${text(700)}</main>`,
      url: ARTICLE_URL,
      evidence: /^An article of \d+ words with no sources heading/,
    },
  ],
  notApplicable: [`<main>${text(100)}</main>`],
})
