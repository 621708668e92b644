import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { scanDocument } from "../../src/facts/dom-scan"
import { textHoldsMark } from "../../src/facts/text-marks"
import { markupOf } from "./markup-of"

const markup = markupOf(
  [
    "<p>",
    "</p>",
    "<div>",
    "</div>",
    "<li>",
    "<b>",
    "</b>",
    "<script>1</script>",
    "<a href=1>",
    "</a>",
    " ",
    "7",
    "&#55;",
    '"',
    "“",
    "«",
    "„",
    "&quot;",
    "text",
  ],
  fc.string({ maxLength: 6 }),
  50,
)

const MARKS = [/\d/g, /[“„«"]/gu]

test.prop([markup, fc.array(fc.boolean(), { maxLength: 60 })])(
  "textHoldsMark says whether an element's text holds a mark, for any elements asked in document order",
  (html, asked) => {
    const scan = scanDocument(html)
    for (const mark of MARKS) {
      const holdsMark = textHoldsMark(scan, mark)
      const single = new RegExp(mark.source, mark.flags.replace("g", ""))
      scan.elements.forEach((element, index) => {
        if (asked[index % Math.max(1, asked.length)] === false) return
        expect(holdsMark(element)).toBe(single.test(scan.text.slice(element.textStart, element.textEnd)))
      })
    }
  },
)

test.prop([markup])("a block whose element's text holds no mark holds none either", (html) => {
  const scan = scanDocument(html)
  const holdsDigit = textHoldsMark(scan, /\d/g)
  for (const block of scan.blocks) if (!holdsDigit(block.element)) expect(block.text).not.toMatch(/\d/)
})
