import colorContrast from "../src/rules/color-contrast"
import { testMeasuredRule } from "./support/measured-rule-tester"

testMeasuredRule(colorContrast, {
  pass: [{ name: "readable text", measurements: [{ auditId: "color-contrast", status: "pass" }] }],
  fail: [
    {
      name: "light grey on white",
      measurements: [
        {
          auditId: "color-contrast",
          status: "fail",
          items: [
            {
              messageId: "element.contrast",
              data: {
                element: '<p class="muted">',
                ratio: 1.6,
                expected: 4.5,
                foreground: "#cccccc",
                background: "#ffffff",
              },
              subject: '<p class="muted">',
            },
          ],
        },
      ],
      evidence:
        'Lighthouse (mobile): <p class="muted"> has a contrast of 1.6:1 where 4.5:1 is needed (#cccccc on #ffffff).',
    },
  ],
  notApplicable: [
    { name: "no text", measurements: [{ auditId: "color-contrast", status: "notApplicable" }] },
  ],
})
