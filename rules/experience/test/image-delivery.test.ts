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
          items: [{ messageId: "savings.bytes", data: { kibibytes: 480 } }],
        },
        {
          auditId: "modern-image-formats",
          status: "fail",
          items: [{ messageId: "savings.bytes", data: { kibibytes: 210 } }],
        },
        { auditId: "uses-optimized-images", status: "pass" },
      ],
      // Measurements in audit-id order: modern-image-formats before uses-responsive-images.
      reports: [
        { messageId: "savings.bytes", data: { kibibytes: 210 } },
        { messageId: "savings.bytes", data: { kibibytes: 480 } },
      ],
    },
  ],
})
