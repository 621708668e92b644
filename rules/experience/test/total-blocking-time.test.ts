import totalBlockingTime from "../src/rules/total-blocking-time"
import { testMeasuredRule } from "./support/measured-rule-tester"

const tbt = "total-blocking-time"

testMeasuredRule(totalBlockingTime, {
  pass: [{ name: "little main-thread blocking", measurements: [{ auditId: tbt, status: "pass" }] }],
  fail: [
    {
      name: "heavy scripts on load",
      measurements: [
        {
          auditId: tbt,
          status: "fail",
          items: [{ messageId: "metric.milliseconds", data: { milliseconds: 1240 } }],
        },
      ],
      reports: [{ messageId: "metric.milliseconds", data: { milliseconds: 1240 } }],
    },
  ],
})
