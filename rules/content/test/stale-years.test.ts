import { RuleTester } from "@svc/rule-tester"
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
      evidence: 'The title "Best laptops 2021" names 2021.',
      line: 2,
    },
    { html: "<h1>Najlepšie pekárne 2020</h1>", evidence: 'The <h1> "Najlepšie pekárne 2020" names 2020.' },
  ],
  review: [
    { html: "<p>Text</p>\n<footer><p>© 2019 Bakery Ltd.</p></footer>", evidence: /ends in 2019/, line: 2 },
    { name: "(C) in capitals", html: "<footer><p>(C) 2018 Bakery</p></footer>", evidence: /ends in 2018/ },
    { name: "(c)", html: "<footer><p>Bakery (c) 2017</p></footer>", evidence: /ends in 2017/ },
    {
      name: "the word, in any case, with a range",
      html: "<footer><p>COPYRIGHT 2015–2020 Bakery</p></footer>",
      evidence: /ends in 2020/,
    },
  ],
})
