import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { scanDocument } from "../../src/facts/dom-scan"
import { srcsetUrls } from "../../src/facts/subresource-facts"
import { factOf } from "./facts-of"
import { markupOf } from "./markup-of"

const markup = markupOf(
  [
    "<body>",
    "<div>",
    "</div>",
    "<template>",
    "</template>",
    "<p lang=xx>",
    "<title>",
    "<!--",
    "<img src=a.png>",
    "text",
  ],
  fc.string({ maxLength: 8 }),
  60,
)

test.prop([markup])("body statistics never exceed the document's elements", (html) => {
  const document = factOf("document", html)
  expect(document.bodyStats.elements).toBeLessThanOrEqual(document.elementCount)
  expect(document.bodyStats.maxDepth).toBeLessThanOrEqual(document.maxDepth + 1)
  for (const open of document.unterminated) expect(open.characters).toBeGreaterThanOrEqual(0)
})

/** DOMStats over the scan, spelled out: a count of children per parent, the largest of them. */
const maxChildrenOfBody = (html: string): number => {
  const scan = scanDocument(html)
  const body = scan.elements.find(
    (element) => element.tag === "body" && !element.foreign && element.parent === scan.html?.index,
  )
  if (body === undefined) return 0
  const children = new Map<number, number>([[body.index, 0]])
  for (const element of scan.elements.slice(body.index + 1, body.end + 1))
    if (!element.inTemplate) children.set(element.parent, (children.get(element.parent) ?? 0) + 1)
  return Math.max(...children.values())
}

test.prop([markup])("the body's most children are those of its fullest element", (html) => {
  expect(factOf("document", html).bodyStats.maxChildren).toBe(maxChildrenOfBody(html))
})

test.prop([fc.string({ maxLength: 200 })])(
  "srcset candidates are non-empty and hold no white space",
  (srcset) => {
    for (const url of srcsetUrls(srcset)) {
      expect(url).not.toBe("")
      expect(url).not.toMatch(/\s/)
    }
  },
)

/** The srcset splitting rules, one regex test per character, as first written. */
const srcsetUrlsByRegex = (srcset: string): string[] => {
  const urls: string[] = []
  let index = 0
  while (index < srcset.length) {
    while (index < srcset.length && /[\s,]/.test(srcset.charAt(index))) index++
    const start = index
    while (index < srcset.length && !/\s/.test(srcset.charAt(index))) index++
    let url = srcset.slice(start, index)
    if (url.endsWith(",")) url = url.replace(/,+$/, "")
    else {
      let depth = 0
      while (index < srcset.length) {
        const character = srcset.charAt(index)
        if (character === "(") depth++
        else if (character === ")") depth = Math.max(0, depth - 1)
        else if (character === "," && depth === 0) break
        index++
      }
    }
    if (url !== "") urls.push(url)
  }
  return urls
}

const srcsetLike = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc
    .array(
      fc.constantFrom(
        "a.jpg",
        "b,c.png",
        " ",
        ",",
        ",,",
        "2x",
        "100w",
        "(",
        ")",
        "\u00a0",
        "\u2028",
        "\n",
        "\ufeff",
      ),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join("")),
)

test.prop([srcsetLike])("srcsetUrls splits as the regex-per-character rules do", (srcset) => {
  expect(srcsetUrls(srcset)).toEqual(srcsetUrlsByRegex(srcset))
})
