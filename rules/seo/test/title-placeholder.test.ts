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
      reports: [{ messageId: "placeholder", line: 2, subject: "React App" }],
      line: 2,
    },
    {
      html: "<title>Untitled Document</title>",
      reports: [{ messageId: "placeholder", subject: "Untitled Document" }],
    },
    {
      html: "<title>Vite + React + TS</title>",
      reports: [{ messageId: "placeholder", subject: "Vite + React + TS" }],
    },
    {
      name: "a template variable that never rendered",
      html: "<title>{{ page.title }}</title>",
      reports: [{ messageId: "placeholder", subject: "{{ page.title }}" }],
    },
    {
      name: "a value a script turned into text",
      html: "<title>undefined</title>",
      reports: [{ messageId: "placeholder", subject: "undefined" }],
    },
    {
      name: "Slovak",
      html: "<title>Bez názvu</title>",
      reports: [{ messageId: "placeholder", subject: "Bez názvu" }],
    },
    {
      name: "Spanish",
      html: "<title>Sin título</title>",
      reports: [{ messageId: "placeholder", subject: "Sin título" }],
    },
    {
      name: "trailing punctuation does not hide it",
      html: "<title>Home.</title>",
      reports: [{ messageId: "placeholder", subject: "Home." }],
    },
  ],
  notApplicable: ["<p>no title</p>"],
})
