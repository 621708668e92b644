import { RuleTester } from "@svc/rule-tester"
import redirectChain from "../src/rules/redirect-chain"

const hop = (url: string, status: number, location: string) => ({ url, status, location })

new RuleTester().run(redirectChain, {
  pass: [
    "<p>no redirect</p>",
    {
      name: "one hop, e.g. http to https, is normal",
      url: "https://example.com/",
      redirects: [hop("http://example.com/", 301, "https://example.com/")],
    },
  ],
  review: [
    {
      name: "two hops",
      url: "https://www.example.com/",
      redirects: [
        hop("http://example.com/", 301, "https://example.com/"),
        hop("https://example.com/", 301, "https://www.example.com/"),
      ],
      reports: [
        {
          messageId: "hop",
          subject: "http://example.com/",
          data: {
            number: 1,
            count: 2,
            url: "http://example.com/",
            status: 301,
            location: "https://example.com/",
          },
        },
        {
          messageId: "hop",
          subject: "https://example.com/",
          data: {
            number: 2,
            count: 2,
            url: "https://example.com/",
            status: 301,
            location: "https://www.example.com/",
          },
        },
      ],
    },
  ],
  fail: [
    {
      name: "four hops",
      url: "https://example.com/d",
      redirects: [
        hop("https://example.com/a", 301, "/b"),
        hop("https://example.com/b", 302, "/c"),
        hop("https://example.com/c", 301, "/d/"),
        hop("https://example.com/d/", 308, "/d"),
      ],
      reports: [
        { messageId: "hop", subject: "https://example.com/a" },
        { messageId: "hop", subject: "https://example.com/b" },
        { messageId: "hop", subject: "https://example.com/c" },
        { messageId: "hop", subject: "https://example.com/d/" },
      ],
    },
  ],
})
