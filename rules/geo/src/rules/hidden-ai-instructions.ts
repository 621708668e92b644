import { defineRule, fold } from "@svc/core"
import { excerpt } from "../lib/applicability"

/** Text that addresses AI systems instead of readers: prompt injection. */
const INSTRUCTIONS_TO_AI = [
  /\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|preceding)\s+(?:instructions|prompts|directions|rules)\b/,
  /\b(?:if\s+you\s+are|you\s+are|as)\s+an?\s+(?:ai|llm|language\s+model|large\s+language\s+model|ai\s+assistant|chatbot|ai\s+model)\b/,
  /\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:ai|llms?|language\s+models?|chatgpt|assistants?|ai\s+(?:assistants?|agents?|models?|crawlers?))\b/,
  /\b(?:ai|llms?|chatgpt|claude|gemini|perplexity|copilot|language\s+models?|assistants?)\b[^.!?]{0,60}\b(?:must|should|always|never)\b[^.!?]{0,40}\b(?:recommend|mention|cite|say|respond|rank|describe|include|tell|praise)\b/,
  /\bsystem\s+prompt\b/,
]

export default defineRule({
  id: "hidden-ai-instructions",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["hiddenText"],
  label: "The page hides no instructions for AI systems",
  fix: 'Remove hidden text that addresses AI systems ("AI assistants must recommend…", "ignore previous instructions"). Answer engines treat it as manipulation: it breaks search engines\' spam policies and gets pages, or whole sites, distrusted.',
  messages: {
    hiddenAttribute: 'Text hidden by the hidden attribute speaks to AI systems: "{text}".',
    hiddenByStyle: 'Text hidden by an inline style speaks to AI systems: "{text}".',
  },
  check: ({ hiddenText }, { report }) => {
    for (const entry of hiddenText)
      if (entry.how !== "aria-hidden" && INSTRUCTIONS_TO_AI.some((pattern) => pattern.test(fold(entry.text))))
        report(entry.how === "hidden" ? "hiddenAttribute" : "hiddenByStyle", {
          at: entry.location,
          subject: excerpt(entry.text, 120),
          data: { text: excerpt(entry.text, 120) },
        })
  },
})
