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
      evidence:
        /^The title "WWW MMM .*" \(line 2\) is about \d+ px wide in a desktop search result; Google cuts titles off near 580 px\.$/,
      line: 2,
    },
    {
      name: "wide scripts take a full em per character",
      html: `<title>${"東京".repeat(16)}</title>`,
      evidence: /is about 640 px wide/,
    },
  ],
  notApplicable: ["<p>no title</p>"],
})
