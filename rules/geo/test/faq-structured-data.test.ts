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
      reports: [{ messageId: "notOnPage", line: 2, subject: "Do you deliver to Vienna?" }],
      line: 2,
    },
    {
      html: jsonLd({ "@type": "FAQPage", name: "FAQ" }),
      reports: [{ messageId: "noQuestions", line: 1 }],
    },
    {
      html: jsonLd({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Why rye?" }] }),
      reports: [{ messageId: "unanswered", line: 1, subject: "Why rye?" }],
    },
    {
      name: "a question without a name",
      html: jsonLd({
        "@type": "FAQPage",
        mainEntity: [
          { "@type": "Question", acceptedAnswer: { "@type": "Answer", text: "Because it keeps." } },
        ],
      }),
      reports: [{ messageId: "unnamedQuestion", line: 1 }],
    },
  ],
  notApplicable: ["<main><h2>How long does the dough rise?</h2><p>Four to twelve hours.</p></main>"],
})
