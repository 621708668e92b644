import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

const llmsOf = (body: string) => {
  const llms = factOf("llms", "<p>x</p>", {
    siteFiles: { llms: { state: "present", url: "https://example.com/llms.txt", status: 200, body } },
  })
  if (llms.state !== "present") throw new Error("llms.txt is not present")
  return llms
}

describe("llms.txt outline", () => {
  it("keeps every heading, section and list item with its line, and skips fenced code", () => {
    const llms = llmsOf(
      "Intro line\n# Bakery\n> Bread.\n\n## Docs\n- [Bread](https://example.com/bread): what we bake\n- plain item\n### Deeper\n```\n# not a heading\n```\n## Optional\n* [Blog](/blog)\n",
    )
    expect(llms.firstLine).toEqual({ text: "Intro line", line: 1 })
    expect(llms).toMatchObject({ title: "Bakery", titleLine: 2, summary: "Bread.", lineCount: 14 })
    expect(llms.headings).toEqual([
      { level: 1, text: "Bakery", line: 2 },
      { level: 2, text: "Docs", line: 5 },
      { level: 3, text: "Deeper", line: 8 },
      { level: 2, text: "Optional", line: 12 },
    ])
    expect(llms.sections).toEqual([
      {
        title: "Docs",
        line: 5,
        links: [{ name: "Bread", url: "https://example.com/bread", notes: "what we bake", line: 6 }],
        otherItems: [{ text: "- plain item", line: 7 }],
      },
      {
        title: "Optional",
        line: 12,
        links: [{ name: "Blog", url: "/blog", notes: null, line: 13 }],
        otherItems: [],
      },
    ])
  })
})
