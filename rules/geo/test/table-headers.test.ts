import { RuleTester } from "@svc/rule-tester"
import tableHeaders from "../src/rules/table-headers"
import { paragraphs } from "./pages"

const rows = (cell: string) =>
  `<tr><${cell}>Loaf</${cell}><${cell}>Price</${cell}></tr><tr><td>Rye</td><td>4 €</td></tr>`

new RuleTester().run(tableHeaders, {
  pass: [`<main>${paragraphs(2, 40)}<table><thead>${rows("th")}</thead></table></main>`],
  fail: [
    {
      html: `<main>${paragraphs(2, 40)}\n<table>${rows("td")}</table></main>`,
      reports: [{ messageId: "noHeader", line: 3 }],
      line: 3,
    },
  ],
  notApplicable: [
    `<main>${paragraphs(2, 40)}<table role="presentation">${rows("td")}</table></main>`,
    `<main>${paragraphs(2, 40)}<table><tr><td>One cell</td></tr></table></main>`,
  ],
})
