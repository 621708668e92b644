import { RuleTester } from "@svc/rule-tester"
import aiSearchBotsAccess from "../src/rules/ai-search-bots-access"

const page = "<p>x</p>"

new RuleTester().run(aiSearchBotsAccess, {
  pass: [
    { html: page, robots: "User-agent: *\nDisallow: /admin/\n" },
    {
      name: "blocking only training crawlers is fine",
      html: page,
      robots: "User-agent: GPTBot\nDisallow: /\n",
    },
    {
      name: "one AI search crawler blocked is left to ai-search-bots-all-allowed",
      html: page,
      robots: "User-agent: PerplexityBot\nDisallow: /\n",
    },
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: *\nDisallow: /\n",
      reports: [
        { messageId: "blocked", subject: "OAI-SearchBot" },
        { messageId: "blocked", subject: "Claude-SearchBot" },
        { messageId: "blocked", subject: "PerplexityBot" },
      ],
    },
    {
      name: "each blocked in a group of its own",
      html: page,
      url: "https://example.com/shop/bread",
      robots:
        "User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nDisallow: /shop/\n\nUser-agent: PerplexityBot\nDisallow: /\n",
      reports: [
        { messageId: "blocked", subject: "OAI-SearchBot" },
        { messageId: "blocked", subject: "Claude-SearchBot" },
        { messageId: "blocked", subject: "PerplexityBot" },
      ],
    },
  ],
  unavailable: [
    page,
    {
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 503", status: 503 },
    },
  ],
})
