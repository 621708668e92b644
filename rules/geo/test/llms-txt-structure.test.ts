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
      reports: [
        { messageId: "beforeTitle", subject: "Welcome!" },
        { messageId: "secondTitle", subject: "Another title" },
      ],
    },
  ],
  review: [
    {
      html: page,
      llms: "# Example Bakery\n\n## Pages\n- [Bread](/bread)\n- Our rye loaf\n## Empty\n",
      reports: [
        { messageId: "noSummary" },
        { messageId: "emptySection", subject: "Empty" },
        { messageId: "notALink", subject: "- Our rye loaf" },
        { messageId: "relativeLink", subject: "/bread" },
      ],
    },
    {
      name: "a map too long for llms.txt",
      html: page,
      llms: `# Example Bakery\n\n> Bread from Bratislava.\n\n## Pages\n${Array.from({ length: 520 }, (_, index) => `- [Loaf ${index}](https://example.com/bread/${index})`).join("\n")}\n`,
      reports: [{ messageId: "tooLong" }],
    },
  ],
  notApplicable: [
    { html: page, llms: { state: "absent", url: "https://example.com/llms.txt", status: 404 } },
    { html: page, llms: "no title at all, see [x](https://example.com)" },
  ],
  unavailable: [page],
})
