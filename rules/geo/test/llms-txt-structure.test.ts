import { RuleTester } from "@svc/rule-tester"
import llmsTxtStructure from "../src/rules/llms-txt-structure"

const page = "<p>x</p>"

new RuleTester().run(llmsTxtStructure, {
  pass: [
    {
      html: page,
      llms: "# Example Bakery\n\n> Sourdough bread in Košice.\n\nWe bake daily.\n\n## Pages\n\n- [Bread](https://example.com/bread): what we bake\n\n## Optional\n\n- [Blog](https://example.com/blog)\n",
    },
  ],
  fail: [
    {
      html: page,
      llms: "Welcome!\n# Example Bakery\n> Bread.\n## Pages\n- [Bread](https://example.com/bread)\n# Another title\n",
      evidence:
        'https://example.com/llms.txt: line 1 "Welcome!" comes before the H1 (line 2); a second H1 "Another title" on line 6.',
    },
  ],
  review: [
    {
      html: page,
      llms: "# Example Bakery\n\n## Pages\n- [Bread](/bread)\n- Our rye loaf\n## Empty\n",
      evidence:
        'https://example.com/llms.txt: no > summary line after the title; section "Empty" (line 6) lists no links; line 5 "- Our rye loaf" is not a [name](url) link; 1 relative link(s), e.g. line 4 "/bread".',
    },
  ],
  notApplicable: [
    { html: page, llms: { state: "absent", url: "https://example.com/llms.txt", status: 404 } },
    { html: page, llms: "no title at all, see [x](https://example.com)" },
  ],
  unavailable: [page],
})
