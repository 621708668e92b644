import { RuleTester } from "@svc/rule-tester"
import redirectLoop from "../src/rules/redirect-loop"

new RuleTester().run(redirectLoop, {
  pass: [
    "<p>no redirect</p>",
    {
      url: "https://example.com/b",
      redirects: [{ url: "https://example.com/a", status: 301, location: "/b" }],
    },
  ],
  fail: [
    {
      name: "a cookie-dependent loop that only ended because the fetcher kept a cookie",
      url: "https://example.com/b",
      redirects: [
        { url: "https://example.com/a", status: 302, location: "/b" },
        { url: "https://example.com/b", status: 302, location: "/a" },
        { url: "https://example.com/a", status: 302, location: "/b" },
      ],
      reports: [
        {
          messageId: "loop",
          subject: "https://example.com/a",
          data: {
            url: "https://example.com/a",
            chain:
              "https://example.com/a (302) → https://example.com/b (302) → https://example.com/a (302) → https://example.com/b (200)",
          },
        },
      ],
    },
    {
      name: "the same address written differently is still the same address",
      url: "https://example.com/x",
      redirects: [
        { url: "https://EXAMPLE.com:443/x", status: 301, location: "/y" },
        { url: "https://example.com/y", status: 301, location: "/x" },
      ],
      reports: [{ messageId: "loop", subject: "https://example.com/x" }],
    },
  ],
})
