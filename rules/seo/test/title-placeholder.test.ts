import { RuleTester } from "@svc/rule-tester"
import titlePlaceholder from "../src/rules/title-placeholder"

new RuleTester().run(titlePlaceholder, {
  pass: [
    "<title>Sourdough bread baked daily in Košice</title>",
    {
      name: "a placeholder word inside a real title",
      html: "<title>Home insurance for flats in Bratislava</title>",
    },
  ],
  fail: [
    {
      html: "<head>\n<title>React App</title></head>",
      evidence:
        'The title "React App" (line 2) is a default or placeholder text, the same on countless sites.',
      line: 2,
    },
    { html: "<title>Untitled Document</title>", evidence: /"Untitled Document"/ },
    { html: "<title>Vite + React + TS</title>", evidence: /"Vite \+ React \+ TS"/ },
    {
      name: "a template variable that never rendered",
      html: "<title>{{ page.title }}</title>",
      evidence: /\{\{ page.title \}\}/,
    },
    { name: "a value a script turned into text", html: "<title>undefined</title>", evidence: /"undefined"/ },
    { name: "Slovak", html: "<title>Bez názvu</title>", evidence: /"Bez názvu"/ },
    { name: "Spanish", html: "<title>Sin título</title>", evidence: /"Sin título"/ },
    { name: "trailing punctuation does not hide it", html: "<title>Home.</title>", evidence: /"Home\."/ },
  ],
  notApplicable: ["<p>no title</p>"],
})
