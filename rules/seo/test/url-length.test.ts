import { RuleTester } from "@svc/rule-tester"
import urlLength from "../src/rules/url-length"

const long = `https://example.com/${"a".repeat(96)}`

new RuleTester().run(urlLength, {
  pass: [{ url: "https://example.com/bread/rye" }, { url: `https://example.com/${"a".repeat(95)}` }],
  fail: [],
  review: [
    {
      url: long,
      reports: [
        {
          messageId: "tooLong",
          subject: long,
          data: {
            url: "https://example.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            length: 116,
            max: 115,
          },
        },
      ],
    },
  ],
})
