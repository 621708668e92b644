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
      evidence:
        "https://example.com/llms.txt exists, but the page does not point to it (no <link>, Link header or <a>).",
    },
    {
      html: '<head>\n<link rel="alternate" href="/llms.txt"></head>',
      llms: absent,
      evidence:
        'The page points to https://example.com/llms.txt (<link rel="alternate"> line 2), which answers HTTP 404.',
      line: 2,
    },
  ],
  notApplicable: [{ html: "<p>x</p>", llms: absent }],
  unavailable: [
    "<p>x</p>",
    { html: "<p>x</p>", llms: { state: "failed", url: "https://example.com/llms.txt", reason: "timed out" } },
  ],
})
