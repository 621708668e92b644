import { RuleTester } from "@svc/rule-tester"
import questionHeadings from "../src/rules/question-headings"
import { ARTICLE_URL, prose } from "./pages"

const section = (heading: string) => `<h2>${heading}</h2><p>${prose(40)}</p>`

new RuleTester().run(questionHeadings, {
  pass: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough</h1>${section("Ingredients")}${section("How long does the dough rise?")}${section("Baking")}</main>`,
    },
    {
      name: "a Slovak task heading",
      url: ARTICLE_URL,
      html: `<main><h1>Kvások</h1>${section("Suroviny")}${section("Ako založiť kvások")}${section("Pečenie")}</main>`,
    },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough</h1>\n${section("Ingredients")}${section("The starter")}${section("Baking")}</main>`,
      reports: [
        { messageId: "notAQuestion", line: 2, subject: "Ingredients" },
        { messageId: "notAQuestion", line: 2, subject: "The starter" },
        { messageId: "notAQuestion", line: 2, subject: "Baking" },
      ],
      line: 2,
    },
    {
      name: "a long text with too few subheadings",
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough</h1>\n<h2>Ingredients</h2><p>${prose(450)}</p>\n<h2>Baking</h2><p>${prose(450)}</p></main>`,
      reports: [{ messageId: "fewSubheadings", line: 2 }],
    },
  ],
  notApplicable: [
    {
      url: ARTICLE_URL,
      html: `<main><h1>Sourdough</h1>${section("Ingredients")}${section("Baking")}</main>`,
    },
  ],
})
