import { RuleTester } from "@svc/rule-tester"
import faqStructuredData from "../src/rules/faq-structured-data"
import { jsonLd } from "./jsonld"

const question = (name: string, answer = "Four to twelve hours.") => ({
  "@type": "Question",
  name,
  acceptedAnswer: { "@type": "Answer", text: answer },
})

new RuleTester().run(faqStructuredData, {
  pass: [
    `${jsonLd({ "@type": "FAQPage", mainEntity: [question("How long does the dough rise?")] })}<main><h2>How long does the dough rise?</h2><p>Four to twelve hours.</p></main>`,
  ],
  fail: [
    {
      html: `<head>\n${jsonLd({ "@type": "FAQPage", mainEntity: [question("How long does the dough rise?"), question("Do you deliver to Vienna?")] })}</head><main><h2>How long does the dough rise?</h2><p>Four to twelve hours.</p></main>`,
      evidence: '1 of 2 FAQ questions in the markup are not on the page, e.g. "Do you deliver to Vienna?".',
      line: 2,
    },
    {
      html: jsonLd({ "@type": "FAQPage", name: "FAQ" }),
      evidence: "The FAQPage (line 1) holds no Question.",
    },
    {
      html: jsonLd({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Why rye?" }] }),
      evidence: "1 of 1 FAQ questions lack a name or an answer text.",
    },
  ],
  notApplicable: ["<main><h2>How long does the dough rise?</h2><p>Four to twelve hours.</p></main>"],
})
