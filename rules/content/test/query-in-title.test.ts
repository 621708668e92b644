import { RuleTester } from "@svc/rule-tester"
import queryInTitle from "../src/rules/query-in-title"

new RuleTester().run(queryInTitle, {
  pass: [
    { html: "<title>Sourdough bread in Košice</title>", query: "sourdough bread" },
    {
      name: "plural, case and diacritics meet",
      html: "<title>SOURDOUGH BREADS | Kosice</title>",
      query: "sourdough bread Košice",
    },
  ],
  fail: [
    {
      html: "<head>\n<title>Our bakery</title></head>",
      query: "sourdough bread",
      evidence: 'The title "Our bakery" has 0 of 2 words of the phrase "sourdough bread".',
      reports: [{ messageId: "partial", line: 2, subject: "Our bakery" }],
    },
    {
      html: "<p>No title</p>",
      query: "sourdough",
      reports: [{ messageId: "noTitle" }],
      evidence: /\b0\b.*\b1\b.*"sourdough"/,
    },
  ],
  notApplicable: [""],
})
