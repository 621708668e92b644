import { RuleTester } from "@svc/rule-tester"
import mainContentRatio from "../src/rules/main-content-ratio"
import { words } from "./pages"

const menu = (count: number) =>
  `<nav>${Array.from({ length: count }, (_, index) => `<a href="/p${index}">link ${index} here</a>`).join(" ")}</nav>`

new RuleTester().run(mainContentRatio, {
  pass: [`${menu(20)}<main><p>${words(300)}, a sentence.</p></main>`],
  fail: [
    {
      html: `${menu(100)}<main><p>${words(60)}, a sentence.</p></main><footer><p>${words(200, "legal")}</p></footer>`,
      reports: [{ messageId: "boilerplate", data: { region: "main", main: 62, total: 562, percent: 11 } }],
    },
    {
      // The main text said three times is no larger a share of the page: each passage counts once.
      html: `${menu(100)}<main>${`<p>${words(60)}, a sentence.</p>`.repeat(3)}</main><footer><p>${words(200, "legal")}</p></footer>`,
      reports: [{ messageId: "boilerplate", data: { region: "main", main: 62, total: 562, percent: 11 } }],
    },
  ],
  notApplicable: [`<p>${words(50)}</p>`],
})
