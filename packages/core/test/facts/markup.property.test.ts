import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { srcsetUrls } from "../../src/facts/subresource-facts"
import { factOf } from "./facts-of"

const markup = fc
  .array(
    fc.oneof(
      fc.constantFrom(
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
      ),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""))

test.prop([markup])("body statistics never exceed the document's elements", (html) => {
  const document = factOf("document", html)
  expect(document.bodyStats.elements).toBeLessThanOrEqual(document.elementCount)
  expect(document.bodyStats.maxDepth).toBeLessThanOrEqual(document.maxDepth + 1)
  for (const open of document.unterminated) expect(open.characters).toBeGreaterThanOrEqual(0)
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
