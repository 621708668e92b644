import { RuleTester } from "@svc/rule-tester"
import llmsTxt from "../src/rules/llms-txt"

const page = "<p>x</p>"

new RuleTester().run(llmsTxt, {
  pass: [
    {
      html: page,
      llms: "# Example Bakery\n\n> Sourdough bread in Košice.\n\n## Pages\n\n- [Bread](https://example.com/bread): what we bake\n",
    },
  ],
  fail: [{ html: page, llms: "Just some text without a title.\n", evidence: /has no H1 title line/ }],
  review: [
    {
      html: page,
      llms: { state: "absent", url: "https://example.com/llms.txt", status: 404 },
      evidence: "https://example.com/llms.txt answered HTTP 404: the site has no llms.txt.",
    },
  ],
  unavailable: [
    page,
    { html: page, llms: { state: "failed", url: "https://example.com/llms.txt", reason: "timed out" } },
  ],
})
