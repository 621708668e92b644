import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { markedSegments, ruleDocsUrl, unmarkedText } from "../../src"

describe("a fix's marks", () => {
  it("cuts code spans and absolute links out of the words, in order", () => {
    expect(
      markedSegments(
        'Add `<meta name="description">` as [Google says](https://developers.google.com/x) in the head.',
      ),
    ).toEqual([
      { kind: "text", text: "Add " },
      { kind: "code", text: '<meta name="description">' },
      { kind: "text", text: " as " },
      { kind: "link", text: "Google says", url: "https://developers.google.com/x" },
      { kind: "text", text: " in the head." },
    ])
  })

  it("leaves an example link, a lone backtick and links inside code as they are written", () => {
    expect(markedSegments("list pages as [name](url): notes, a ` alone")).toEqual([
      { kind: "text", text: "list pages as [name](url): notes, a ` alone" },
    ])
    expect(markedSegments("`- [name](https://absolute/url): notes`")).toEqual([
      { kind: "code", text: "- [name](https://absolute/url): notes" },
    ])
  })

  it("never loses a character of the words: unmarked text is the text without its marks", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const segments = markedSegments(text)
        const rebuilt = segments
          .map((segment) =>
            segment.kind === "code"
              ? `\`${segment.text}\``
              : segment.kind === "link"
                ? `[${segment.text}](${segment.url})`
                : segment.text,
          )
          .join("")
        expect(rebuilt).toBe(text)
        expect(unmarkedText(text).length).toBeLessThanOrEqual(text.length + 2 * segments.length)
      }),
    )
    expect(unmarkedText("Use `rel=canonical`, see [the spec](https://html.spec.whatwg.org/).")).toBe(
      "Use rel=canonical, see the spec (https://html.spec.whatwg.org/).",
    )
  })
})

describe("a rule's page", () => {
  it("is the template with the id, by default docs/rules in svc's repository", () => {
    expect(ruleDocsUrl("meta-description")).toBe(
      "https://github.com/svc-audit/svc/blob/main/docs/rules/meta-description.md",
    )
    expect(ruleDocsUrl("canonical", "https://audit.example/rules/{id}")).toBe(
      "https://audit.example/rules/canonical",
    )
  })

  it("is none for a template that is not an http(s) address with {id}", () => {
    expect(ruleDocsUrl("canonical", "https://audit.example/rules/")).toBeUndefined()
    expect(ruleDocsUrl("canonical", "javascript:alert(1)//{id}")).toBeUndefined()
    expect(ruleDocsUrl("canonical", "not a url {id}")).toBeUndefined()
  })
})
