import colorContrast from "../src/rules/color-contrast"
import { testMeasuredRule } from "./support/measured-rule-tester"

const mutedText = {
  messageId: "element.contrast",
  data: {
    element: '<p class="muted">',
    ratio: 1.6,
    expected: 4.5,
    foreground: "#cccccc",
    background: "#ffffff",
  },
  subject: '<p class="muted">',
} as const

testMeasuredRule(colorContrast, {
  pass: [{ name: "readable text", measurements: [{ auditId: "color-contrast", status: "pass" }] }],
  fail: [
    {
      name: "light grey on white",
      measurements: [{ auditId: "color-contrast", status: "fail", items: [mutedText] }],
      // The item as Lighthouse gave it: the element, its contrast, the contrast needed, its colours.
      reports: [mutedText],
    },
  ],
  notApplicable: [
    { name: "no text", measurements: [{ auditId: "color-contrast", status: "notApplicable" }] },
  ],
})
