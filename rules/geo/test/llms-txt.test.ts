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
      reports: [{ messageId: "noTitle" }, { messageId: "noLink" }],
    },
    {
      html: page,
      llms: "# Bakery\n[a](b)",
      reports: [{ messageId: "tooShort" }],
    },
    {
      html: page,
      llms: "<!DOCTYPE html><html><body>Not found</body></html>",
      reports: [{ messageId: "servesHtml" }],
    },
    {
      html: page,
      llms: { state: "failed", url: "https://example.com/llms.txt", reason: "HTTP 503", status: 503 },
      reports: [{ messageId: "serverError" }],
    },
  ],
  review: [
    {
      html: page,
      llms: { state: "absent", url: "https://example.com/llms.txt", status: 404 },
      reports: [{ messageId: "absent" }],
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
