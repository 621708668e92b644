import { RuleTester } from "@svc/rule-tester"
import llmsTxtLink from "../src/rules/llms-txt-link"

const llms = "# Example Bakery\n> Bread.\n## Pages\n- [Bread](https://example.com/bread)\n"
const absent = { state: "absent", url: "https://example.com/llms.txt", status: 404 } as const

new RuleTester().run(llmsTxtLink, {
  pass: [
    { html: '<head><link rel="describedby" type="text/markdown" href="/llms.txt"></head>', llms },
    { html: "<p>x</p>", headers: { link: '</llms.txt>; rel="describedby"' }, llms },
    { html: '<footer><a href="https://example.com/llms-full.txt">For AI</a></footer>', llms },
  ],
  fail: [
    {
      html: "<p>x</p>",
      llms,
      reports: [{ messageId: "notLinked" }],
    },
    {
      html: '<head>\n<link rel="alternate" href="/llms.txt"></head>',
      llms: absent,
      reports: [{ messageId: "brokenPointer", line: 2 }],
      line: 2,
    },
  ],
  notApplicable: [{ html: "<p>x</p>", llms: absent }],
  unavailable: [
    "<p>x</p>",
    { html: "<p>x</p>", llms: { state: "failed", url: "https://example.com/llms.txt", reason: "timed out" } },
  ],
})
