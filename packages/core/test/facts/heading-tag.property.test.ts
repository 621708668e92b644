import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { isHeadingTag } from "../../src/facts/section-facts"

const tagLike = fc.oneof(
  fc.string({ unit: "binary", maxLength: 4 }),
  fc
    .array(fc.constantFrom("h", "H", "0", "1", "6", "7", "\u0661", "x", ""), { maxLength: 3 })
    .map((parts) => parts.join("")),
)

test.prop([tagLike])("isHeadingTag holds for exactly the tags /^h[1-6]$/ matches", (tag) => {
  expect(isHeadingTag(tag)).toBe(/^h[1-6]$/.test(tag))
})
