import { RuleTester } from "@svc/rule-tester"
import h1Length from "../src/rules/h1-length"

const long = "Sourdough bread baked every morning from organic rye flour and spring water in Košice"

new RuleTester().run(h1Length, {
  pass: ["<h1>Sourdough bread in Košice</h1>"],
  fail: [
    {
      html: `<p>x</p>\n<h1>${long}</h1>`,
      reports: [
        {
          messageId: "tooLong",
          line: 2,
          data: {
            length: 85,
            text: "Sourdough bread baked every morning from organic rye flour and spring water in Košice",
          },
        },
      ],
    },
  ],
  notApplicable: ["<h2>No H1</h2>"],
})
