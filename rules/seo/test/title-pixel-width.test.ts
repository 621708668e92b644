import { RuleTester } from "@svc/rule-tester"
import titlePixelWidth from "../src/rules/title-pixel-width"

new RuleTester().run(titlePixelWidth, {
  pass: [
    "<title>Sourdough bread baked daily in Košice | Kvások</title>",
    { name: "narrow letters fit more characters", html: `<title>${"il ".repeat(30)}</title>` },
  ],
  fail: [],
  review: [
    {
      name: "60 characters of capitals are too wide",
      html: "<head>\n<title>WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW</title>",
      reports: [{ messageId: "tooWide", line: 2 }],
      line: 2,
    },
    {
      name: "wide scripts take a full em per character",
      html: `<title>${"東京".repeat(16)}</title>`,
      reports: [{ messageId: "tooWide" }],
    },
  ],
  notApplicable: ["<p>no title</p>"],
})
