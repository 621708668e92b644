import { RuleTester } from "@svc/rule-tester"
import redirectTemporary from "../src/rules/redirect-temporary"

new RuleTester().run(redirectTemporary, {
  pass: [
    {
      url: "https://example.com/new",
      redirects: [{ url: "https://example.com/old", status: 301, location: "/new" }],
    },
    {
      name: "308 is permanent too",
      url: "https://example.com/new",
      redirects: [{ url: "https://example.com/old", status: 308, location: "/new" }],
    },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/new",
      redirects: [
        { url: "http://example.com/old", status: 301, location: "https://example.com/old" },
        { url: "https://example.com/old", status: 302, location: "/new" },
      ],
      reports: [
        {
          messageId: "temporary",
          subject: "https://example.com/old",
          data: { url: "https://example.com/old", status: 302, location: "/new" },
        },
      ],
    },
    {
      name: "303 and 307 are temporary",
      url: "https://example.com/c",
      redirects: [
        { url: "https://example.com/a", status: 303, location: "/b" },
        { url: "https://example.com/b", status: 307, location: "/c" },
      ],
      reports: [
        { messageId: "temporary", subject: "https://example.com/a" },
        { messageId: "temporary", subject: "https://example.com/b" },
      ],
    },
  ],
  notApplicable: ["<p>reached directly</p>"],
})
