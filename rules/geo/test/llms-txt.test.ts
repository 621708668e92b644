import { RuleTester } from "@svc/rule-tester"
import llmsTxt from "../src/rules/llms-txt"

const page = "<p>x</p>"

new RuleTester().run(llmsTxt, {
  pass: [
    {
      html: page,
      llms: "# Example Bakery\n\n> Sourdough bread in Košice.\n\n## Pages\n\n- [Bread](https://example.com/bread): what we bake\n",
    },
    {
      name: "Lighthouse's looser checks: any H1 line and any link",
      html: page,
      llms: "Intro text first.\n# Example Bakery\nSee [our bread](/bread) and more.\n",
    },
  ],
  fail: [
    {
      html: page,
      llms: "Just some text without a title or any link, long enough.\n",
      evidence:
        'https://example.com/llms.txt has no H1 title line ("# Site name"), the one part llms.txt requires, no Markdown link ([name](url)).',
    },
    {
      html: page,
      llms: "# Bakery\n[a](b)",
      evidence: "https://example.com/llms.txt has only 15 characters.",
    },
    {
      html: page,
      llms: "<!DOCTYPE html><html><body>Not found</body></html>",
      evidence: /serves an HTML page, not a Markdown file: "<!DOCTYPE html>/,
    },
    {
      html: page,
      llms: { state: "failed", url: "https://example.com/llms.txt", reason: "HTTP 503", status: 503 },
      evidence: "https://example.com/llms.txt answered HTTP 503: HTTP 503.",
    },
  ],
  review: [
    {
      html: page,
      llms: { state: "absent", url: "https://example.com/llms.txt", status: 404 },
      evidence: "https://example.com/llms.txt answered HTTP 404: the site has no llms.txt.",
    },
  ],
  unavailable: [
    page,
    {
      html: page,
      llms: { state: "failed", url: "https://example.com/llms.txt", reason: "timed out" },
    },
  ],
})
