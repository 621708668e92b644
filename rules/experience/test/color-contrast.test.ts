import colorContrast from "../src/rules/color-contrast"
import { testMeasuredRule } from "./support/measured-rule-tester"

testMeasuredRule(colorContrast, {
  pass: [{ name: "readable text", measurements: [{ auditId: "color-contrast", status: "pass" }] }],
  fail: [
    {
      name: "light grey on white",
      measurements: [
        {
          auditId: "color-contrast",
          status: "fail",
          evidence:
            'Background and foreground colors do not have a sufficient contrast ratio. — <p class="muted"> (Element has insufficient color contrast of 1.6 (foreground color: #cccccc, background color: #ffffff)).',
        },
      ],
      evidence: /contrast of 1\.6/,
    },
  ],
  notApplicable: [
    { name: "no text", measurements: [{ auditId: "color-contrast", status: "notApplicable" }] },
  ],
})
