import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { mayHoldCopyright } from "../src/rules/stale-years"

/** What stale-years looked for with one regular expression before. */
const FORMER = /©|opyright|\(c\)/i

const piece = fc.constantFrom(
  "©",
  "(c)",
  "(C)",
  "(",
  "c)",
  "opyright",
  "OPYRIGHT",
  "opyrigh",
  "Copy",
  "ſ",
  "\u212a",
  "K",
  " ",
)
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 12 }).map((pieces) => pieces.join("")),
)

describe("mayHoldCopyright", () => {
  test.prop([text])("answers as /©|opyright|\\(c\\)/i", (value) => {
    expect(mayHoldCopyright(value)).toBe(FORMER.test(value))
  })
})
