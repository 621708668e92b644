import { RuleTester } from "@svc/rule-tester"
import keywordStuffing from "../src/rules/keyword-stuffing"
import { proseParagraphs as paragraphs, prose } from "./pages"

const stuffed = Array.from(
  { length: 12 },
  (_, index) => `<p>Cheap flights to Paris. ${prose(12, index * 3)} Book cheap flights today.</p>`,
).join("")

new RuleTester().run(keywordStuffing, {
  pass: [`<main>${paragraphs(6, 50)}</main>`],
  fail: [
    {
      html: `<main>${stuffed}</main>`,
      reports: [{ messageId: "stuffed" }],
    },
    {
      name: "one passage stuffed, however long the text around it",
      html: `<main>${paragraphs(30, 60)}<p>${Array.from({ length: 30 }, () => "cheap bread").join(", ")}</p></main>`,
      reports: [
        {
          messageId: "stuffedPassage",
          subject: "cheap bread",
          data: {
            term: "cheap bread",
            percent: 100,
            tag: "p",
            text: "cheap bread, cheap bread, cheap bread, cheap bread, cheap b…",
          },
        },
      ],
    },
  ],
  review: [
    {
      html: `<main>${paragraphs(3, 60)}<p>${"Sourdough. ".repeat(25)}</p></main>`,
      reports: [
        {
          messageId: "frequent",
          subject: "sourdough",
          data: { term: "sourdough", percent: 12, tokens: 205 },
        },
      ],
    },
  ],
  notApplicable: [`<main><p>${prose(60)}</p></main>`],
})
