import targetSize from "../src/rules/target-size"
import { testMeasuredRule } from "./support/measured-rule-tester"

testMeasuredRule(targetSize, {
  pass: [{ name: "large targets", measurements: [{ auditId: "target-size", status: "pass" }] }],
  fail: [
    {
      name: "tiny footer links",
      measurements: [
        {
          auditId: "target-size",
          status: "fail",
          evidence:
            'Touch targets do not have sufficient size or spacing. — <a href="/a"> (Target has insufficient size (3.6px by 9px)).',
        },
      ],
      evidence: /3\.6px by 9px/,
    },
  ],
})
