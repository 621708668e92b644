import { RuleTester } from "@svc/rule-tester"
import definitionLead from "../src/rules/definition-lead"
import { prose } from "./pages"

new RuleTester().run(definitionLead, {
  pass: [
    "<main><h2>What is a sourdough starter?</h2><p>A sourdough starter is a living culture of flour and water that leavens bread.</p></main>",
    {
      name: "an H1 question outside the main content, answered by its first paragraph",
      html: `<header><h1>¿Qué es la masa madre?</h1></header><main><p>La masa madre es un fermento natural de harina y agua.</p><p>${prose(60)}</p></main>`,
    },
  ],
  fail: [
    {
      html: "<main>\n<h2>What is a sourdough starter?</h2><p>Many bakers keep one in the fridge for years.</p></main>",
      reports: [{ messageId: "notDefined", line: 2, subject: "What is a sourdough starter?" }],
      line: 2,
    },
  ],
  notApplicable: [
    `<main><h2>How to bake</h2><p>${prose(30)}</p></main>`,
    { name: "not a term", html: `<main><h2>What's next?</h2><p>${prose(30)}</p></main>` },
    {
      name: "a headline, not a question",
      html: `<main><h2>What are criptogatos: worth more than a car and a problem</h2><p>${prose(30)}</p></main>`,
    },
  ],
})
