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
      reports: [
        {
          messageId: "partial",
          line: 2,
          subject: "Our bakery",
          data: { found: 0, total: 2, phrase: "sourdough bread", title: "Our bakery" },
        },
      ],
    },
    {
      html: "<p>No title</p>",
      query: "sourdough",
      reports: [{ messageId: "noTitle", data: { found: 0, total: 1, phrase: "sourdough" } }],
    },
  ],
  notApplicable: [""],
})
