import cumulativeLayoutShift from "../src/rules/cumulative-layout-shift"
import { testMeasuredRule } from "./support/measured-rule-tester"

const cls = "cumulative-layout-shift"

testMeasuredRule(cumulativeLayoutShift, {
  pass: [{ name: "stable layout", measurements: [{ auditId: cls, status: "pass" }] }],
  fail: [
    {
      name: "a late image pushes the text down",
      measurements: [
        {
          auditId: cls,
          status: "fail",
          evidence: 'Cumulative Layout Shift: 0.41 — element <img src="/ad.png">.',
        },
      ],
      evidence: /0\.41.*ad\.png/,
    },
  ],
  review: [
    {
      name: "small shifts",
      measurements: [{ auditId: cls, status: "review", evidence: "Cumulative Layout Shift: 0.15." }],
    },
  ],
})
