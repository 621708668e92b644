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
      name: "slow on mobile, fast on desktop: the worst wins, evidence names the element",
      measurements: [
        {
          auditId: lcp,
          status: "fail",
          evidence: 'Largest Contentful Paint: 5.1 s — element <img src="/hero.jpg">.',
        },
        { auditId: lcp, status: "pass", source: "lighthouse/desktop" },
      ],
      evidence: 'lighthouse/mobile: Largest Contentful Paint: 5.1 s — element <img src="/hero.jpg">.',
    },
  ],
  review: [
    {
      name: "needs improvement",
      measurements: [{ auditId: lcp, status: "review", evidence: "Largest Contentful Paint: 3.1 s." }],
      evidence: /3\.1 s/,
    },
  ],
})
