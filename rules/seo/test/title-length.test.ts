import { RuleTester } from "@svc/rule-tester"
import titleLength from "../src/rules/title-length"

new RuleTester().run(titleLength, {
  pass: [
    "<title>Sourdough bread baked daily in Košice</title>",
    {
      name: "white space is collapsed before counting",
      html: "<title>  Sourdough   bread baked daily in Košice\n</title>",
    },
  ],
  fail: [],
  review: [
    {
      html: "<head>\n<title>Bakery</title></head>",
      reports: [{ messageId: "tooShort", line: 2, subject: "Bakery" }],
      line: 2,
    },
    {
      html: "<title>Sourdough, rye and spelt bread baked daily in our Košice bakery since 1998</title>",
      reports: [{ messageId: "tooLong" }],
    },
    {
      name: "characters, not UTF-16 units: emoji count once",
      html: `<title>${"😀".repeat(29)}</title>`,
      reports: [{ messageId: "tooShort" }],
    },
  ],
  notApplicable: ["<p>no title</p>", "<title>   </title>"],
})
