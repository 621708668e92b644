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
          items: [
            {
              messageId: "element.targetSize",
              data: { element: '<a href="/a">', width: 3.6, height: 9, minimum: 24 },
              subject: '<a href="/a">',
            },
          ],
        },
      ],
      reports: [
        {
          messageId: "element.targetSize",
          data: { element: '<a href="/a">', width: 3.6, height: 9, minimum: 24 },
          subject: '<a href="/a">',
        },
      ],
    },
  ],
})
