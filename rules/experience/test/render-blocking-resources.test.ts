import renderBlockingResources from "../src/rules/render-blocking-resources"
import { testMeasuredRule } from "./support/measured-rule-tester"

const id = "render-blocking-resources"

testMeasuredRule(renderBlockingResources, {
  pass: [{ name: "nothing blocks", measurements: [{ auditId: id, status: "pass" }] }],
  fail: [
    {
      name: "a stylesheet and a script block the first paint, on both form factors",
      measurements: [
        {
          auditId: id,
          status: "fail",
          evidence:
            "Eliminate render-blocking resources — could save ~900 ms; https://example.com/app.css (could save ~600 ms).",
        },
        {
          auditId: id,
          status: "fail",
          source: "lighthouse/desktop",
          evidence: "Eliminate render-blocking resources — could save ~200 ms.",
        },
      ],
      evidence: /lighthouse\/desktop: .*~200 ms.*lighthouse\/mobile: .*app\.css/,
    },
  ],
  review: [
    {
      name: "small savings",
      measurements: [{ auditId: id, status: "review", evidence: "could save ~120 ms" }],
    },
  ],
  notApplicable: [
    { name: "Lighthouse found nothing to judge", measurements: [{ auditId: id, status: "notApplicable" }] },
  ],
})
