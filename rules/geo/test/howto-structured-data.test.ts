import { RuleTester } from "@svc/rule-tester"
import howtoStructuredData from "../src/rules/howto-structured-data"
import { jsonLd } from "./jsonld"

new RuleTester().run(howtoStructuredData, {
  pass: [
    jsonLd({
      "@type": "HowTo",
      name: "Feed a starter",
      step: [
        { "@type": "HowToStep", text: "Discard half of the starter." },
        { "@type": "HowToStep", text: "Add flour and water." },
      ],
    }),
    {
      name: "steps grouped in sections",
      html: jsonLd({
        "@type": "HowTo",
        name: "Bake",
        step: [
          { "@type": "HowToSection", name: "Mix", itemListElement: [{ "@type": "HowToStep", text: "Mix." }] },
        ],
      }),
    },
  ],
  fail: [
    {
      html: `<head>\n${jsonLd({ "@type": "HowTo", name: "Feed a starter" })}</head>`,
      reports: [{ messageId: "noSteps", line: 2, subject: "Feed a starter" }],
      line: 2,
    },
    {
      html: jsonLd({ "@type": "HowTo", name: "Bake", step: [{ "@type": "HowToStep" }] }),
      reports: [{ messageId: "noSteps", line: 1, subject: "Bake" }],
    },
  ],
  notApplicable: ["<p>x</p>"],
})
