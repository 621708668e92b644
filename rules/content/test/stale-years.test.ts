import { RuleTester, substantivePage } from "@svc/rule-tester"
import staleYears from "../src/rules/stale-years"

// The tester's pages are fetched on 2026-01-01.
new RuleTester().run(staleYears, {
  pass: [
    "<title>Best sourdough recipes 2025</title><p>© 2025 Bakery</p>",
    {
      name: "history is not stale",
      html: "<title>The bread riots of 2008</title><h1>What happened in 2008</h1>",
    },
  ],
  fail: [
    {
      html: "<head>\n<title>Best laptops 2021</title></head>",
      reports: [{ messageId: "title", line: 2, subject: "Best laptops 2021" }],
    },
    {
      html: "<h1>Najlepšie pekárne 2020</h1>",
      reports: [{ messageId: "heading", subject: "Najlepšie pekárne 2020" }],
    },
  ],
  // Review cases are on pages with content: a review on a thin page steps aside (has-content's gate).
  review: [
    {
      html: substantivePage("<p>Text</p>\n<footer><p>© 2019 Bakery Ltd.</p></footer>"),
      reports: [{ messageId: "copyright", line: 2, data: { text: "© 2019 Bakery Ltd.", year: 2019 } }],
    },
    {
      name: "(C) in capitals",
      html: substantivePage("<footer><p>(C) 2018 Bakery</p></footer>"),
      reports: [{ messageId: "copyright", data: { text: "(C) 2018 Bakery", year: 2018 } }],
    },
    {
      name: "(c)",
      html: substantivePage("<footer><p>Bakery (c) 2017</p></footer>"),
      reports: [{ messageId: "copyright", data: { text: "Bakery (c) 2017", year: 2017 } }],
    },
    {
      name: "the word, in any case, with a range",
      html: substantivePage("<footer><p>COPYRIGHT 2015–2020 Bakery</p></footer>"),
      reports: [{ messageId: "copyright", data: { text: "COPYRIGHT 2015–2020 Bakery", year: 2020 } }],
    },
  ],
})
