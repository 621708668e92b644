import imageDelivery from "../src/rules/image-delivery"
import { testMeasuredRule } from "./support/measured-rule-tester"

testMeasuredRule(imageDelivery, {
  pass: [
    {
      name: "every image audit passes: four checks, one root cause",
      measurements: [
        { auditId: "uses-optimized-images", status: "pass" },
        { auditId: "modern-image-formats", status: "pass" },
        { auditId: "uses-responsive-images", status: "pass" },
        { auditId: "efficient-animated-content", status: "pass" },
      ],
    },
  ],
  fail: [
    {
      name: "oversized and old-format images are one finding, counted once",
      measurements: [
        {
          auditId: "uses-responsive-images",
          status: "fail",
          evidence: "Properly size images — could save ~480 KiB.",
        },
        {
          auditId: "modern-image-formats",
          status: "fail",
          evidence: "Serve images in next-gen formats — could save ~210 KiB.",
        },
        { auditId: "uses-optimized-images", status: "pass" },
      ],
      evidence: /next-gen formats.*Properly size images/,
    },
  ],
})
