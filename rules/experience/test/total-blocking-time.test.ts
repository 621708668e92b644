import totalBlockingTime from "../src/rules/total-blocking-time"
import { testMeasuredRule } from "./support/measured-rule-tester"

const tbt = "total-blocking-time"

testMeasuredRule(totalBlockingTime, {
  pass: [{ name: "little main-thread blocking", measurements: [{ auditId: tbt, status: "pass" }] }],
  fail: [
    {
      name: "heavy scripts on load",
      measurements: [{ auditId: tbt, status: "fail", evidence: "Total Blocking Time: 1,240 ms." }],
      evidence: "lighthouse/mobile: Total Blocking Time: 1,240 ms.",
    },
  ],
})
