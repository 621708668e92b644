import largestContentfulPaint from "../src/rules/largest-contentful-paint"
import { testMeasuredRule } from "./support/measured-rule-tester"

const lcp = "largest-contentful-paint"

testMeasuredRule(largestContentfulPaint, {
  pass: [
    {
      name: "fast on both form factors",
      measurements: [
        { auditId: lcp, status: "pass" },
        { auditId: lcp, status: "pass", source: "lighthouse/desktop" },
      ],
    },
  ],
  fail: [
    {
      name: "slow on mobile, fast on desktop: the worst wins, its items name the element",
      measurements: [
        {
          auditId: lcp,
          status: "fail",
          items: [
            { messageId: "metric.seconds", data: { seconds: 5.1 } },
            {
              messageId: "element.largestPaint",
              data: { element: '<img src="/hero.jpg">' },
              subject: '<img src="/hero.jpg">',
            },
          ],
        },
        { auditId: lcp, status: "pass", source: "lighthouse/desktop" },
      ],
      reports: [
        { messageId: "metric.seconds", data: { seconds: 5.1 } },
        {
          messageId: "element.largestPaint",
          data: { element: '<img src="/hero.jpg">' },
          subject: '<img src="/hero.jpg">',
        },
      ],
    },
  ],
  review: [
    {
      name: "needs improvement",
      measurements: [
        { auditId: lcp, status: "review", items: [{ messageId: "metric.seconds", data: { seconds: 3.1 } }] },
      ],
      reports: [{ messageId: "metric.seconds", data: { seconds: 3.1 } }],
    },
  ],
})
