import { RuleTester } from "@svc/rule-tester"
import tableOfContents from "../src/rules/table-of-contents"
import { words } from "./pages"

const toc = '<ol><li><a href="#a">A</a></li><li><a href="#b">B</a></li><li><a href="#c">C</a></li></ol>'

new RuleTester().run(tableOfContents, {
  pass: [`<main>${toc}<p>${words(1200)}</p></main>`],
  fail: [
    {
      html: `<main><p>${words(2600)}</p></main>`,
      reports: [{ messageId: "missing", data: { words: 2600, minimum: 3, jumps: 0 } }],
    },
    {
      // One "back to top" link said three times is one place to jump to, not a table of contents.
      html: `<main><p id="top">${words(2600)}</p></main>${'<a href="#top">Back to top</a>'.repeat(3)}`,
      reports: [{ messageId: "missing", data: { words: 2600, minimum: 3, jumps: 1 } }],
    },
  ],
  notApplicable: [`<main><p>${words(500)}</p></main>`, `<main><p>${words(1200)}</p></main>`],
})
