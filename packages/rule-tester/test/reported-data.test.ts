import { defineRule } from "@svc/core"
import { describe, expect, it } from "vitest"
import { reportedAsExpected } from "../src/reported-as-expected"
import { RuleTester } from "../src/rule-tester"
import { runRuleOn, snapshotOfCase } from "../src/tested-rule"

// A rule whose items carry data: one per image without alt text, with its address and position.
const imagesWithoutAlt = defineRule({
  id: "image-alt",
  part: "technical",
  category: "accessibility",
  level: "high",
  label: "Every image has alternative text",
  fix: 'Add alt="…" to every <img>.',
  messages: { missingAlt: "Image {position} ({src}) has no alt attribute." },
  requires: ["images"],
  check: ({ images }, { report }) => {
    images.forEach((image, index) => {
      if (image.alt === null)
        report("missingAlt", {
          at: image.location,
          subject: image.src,
          data: { position: index + 1, src: image.src ?? "" },
        })
    })
  },
})

const twoImages =
  '<html lang="en"><body>\n<img src="a.png">\n<img src="b.png" alt="B">\n<img src="c.png">\n</body></html>'

new RuleTester({ robustnessRuns: 20 }).run(imagesWithoutAlt, {
  pass: ['<html lang="en"><body><img src="a.png" alt="A"></body></html>'],
  fail: [
    {
      name: "asserts every placeholder of each item",
      html: twoImages,
      reports: [
        { messageId: "missingAlt", line: 2, data: { position: 1, src: "a.png" } },
        { messageId: "missingAlt", line: 4, data: { position: 3, src: "c.png" } },
      ],
    },
    {
      name: "asserts some placeholders, and some items' data only",
      html: twoImages,
      reports: [{ messageId: "missingAlt", data: { src: "a.png" } }, { messageId: "missingAlt" }],
    },
  ],
})

describe("the data a case expects of the reported items", () => {
  const outcome = runRuleOn(imagesWithoutAlt, snapshotOfCase({}, twoImages)).outcome
  const items = outcome.status === "fail" ? (outcome.items ?? []) : []

  it("matches when each named placeholder has the reported value, whatever the others hold", () => {
    const expected = [
      { messageId: "missingAlt", data: { position: 1 } },
      { messageId: "missingAlt", data: { src: "c.png" } },
    ]
    expect(items).toHaveLength(2)
    expect(reportedAsExpected(items, expected)).toEqual(expected)
  })

  it("differs when a placeholder holds another value", () => {
    const expected = [
      { messageId: "missingAlt", data: { src: "a.png" } },
      { messageId: "missingAlt", data: { src: "b.png" } },
    ]
    expect(reportedAsExpected(items, expected)).not.toEqual(expected)
  })

  it("differs when a number is expected as text (data is compared as reported)", () => {
    const expected = [{ messageId: "missingAlt", data: { position: "1" } }, { messageId: "missingAlt" }]
    expect(reportedAsExpected(items, expected)).not.toEqual(expected)
  })

  it("differs when the item has no value for a named placeholder", () => {
    const expected = [{ messageId: "missingAlt", data: { alt: "" } }, { messageId: "missingAlt" }]
    expect(reportedAsExpected(items, expected)).toEqual([
      { messageId: "missingAlt", data: {} },
      { messageId: "missingAlt" },
    ])
  })
})
