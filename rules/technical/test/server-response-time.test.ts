import { RuleTester } from "@svc/rule-tester"
import serverResponseTime from "../src/rules/server-response-time"

new RuleTester().run(serverResponseTime, {
  pass: [{ html: "<p>x</p>", responseTimeMs: 599 }],
  fail: [
    {
      html: "<p>x</p>",
      responseTimeMs: 1250.4,
      reports: [{ messageId: "slow", data: { milliseconds: 1250, url: "https://example.com/" } }],
    },
    {
      html: "",
      responseTimeMs: 600,
      reports: [{ messageId: "slow", data: { milliseconds: 600, url: "https://example.com/" } }],
    },
  ],
})
