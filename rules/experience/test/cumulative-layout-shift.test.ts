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
          items: [
            { messageId: "metric.value", data: { value: 0.41 } },
            {
              messageId: "element.shift",
              data: { element: '<img src="/ad.png">', score: 0.38 },
              subject: '<img src="/ad.png">',
            },
          ],
        },
      ],
      reports: [
        { messageId: "metric.value", data: { value: 0.41 } },
        {
          messageId: "element.shift",
          data: { element: '<img src="/ad.png">', score: 0.38 },
          subject: '<img src="/ad.png">',
        },
      ],
    },
  ],
  review: [
    {
      name: "small shifts",
      measurements: [
        { auditId: cls, status: "review", items: [{ messageId: "metric.value", data: { value: 0.15 } }] },
      ],
      reports: [{ messageId: "metric.value", data: { value: 0.15 } }],
    },
  ],
})
