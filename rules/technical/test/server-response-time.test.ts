import { RuleTester } from "@svc/rule-tester"
import serverResponseTime from "../src/rules/server-response-time"

new RuleTester().run(serverResponseTime, {
  pass: [{ html: "<p>x</p>", responseTimeMs: 599 }],
  fail: [
    {
      html: "<p>x</p>",
      responseTimeMs: 1250.4,
      evidence:
        "The server took 1250 ms to send the first byte of https://example.com/ (Lighthouse fails from 600 ms).",
      reports: [{ messageId: "slow" }],
    },
    { html: "", responseTimeMs: 600, evidence: /took 600 ms/, reports: [{ messageId: "slow" }] },
  ],
})
