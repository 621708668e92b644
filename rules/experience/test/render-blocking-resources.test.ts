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
          items: [
            { messageId: "savings.time", data: { milliseconds: 900 } },
            {
              messageId: "resource.time",
              data: { url: "https://example.com/app.css", milliseconds: 600 },
              url: "https://example.com/app.css",
            },
          ],
        },
        {
          auditId: id,
          status: "fail",
          source: "lighthouse/desktop",
          items: [{ messageId: "savings.time", data: { milliseconds: 200 } }],
        },
      ],
      // Desktop's measurement before mobile's, each with its items in Lighthouse's order.
      reports: [
        { messageId: "savings.time", data: { milliseconds: 200 }, source: "lighthouse/desktop" },
        { messageId: "savings.time", data: { milliseconds: 900 } },
        {
          messageId: "resource.time",
          data: { url: "https://example.com/app.css", milliseconds: 600 },
          url: "https://example.com/app.css",
        },
      ],
    },
  ],
  review: [
    {
      name: "small savings",
      measurements: [
        {
          auditId: id,
          status: "review",
          items: [{ messageId: "savings.time", data: { milliseconds: 120 } }],
        },
      ],
      reports: [{ messageId: "savings.time", data: { milliseconds: 120 } }],
    },
  ],
  notApplicable: [
    { name: "Lighthouse found nothing to judge", measurements: [{ auditId: id, status: "notApplicable" }] },
  ],
})
