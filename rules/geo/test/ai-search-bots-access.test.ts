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
      evidence:
        "robots.txt blocks every major AI search crawler from /: OAI-SearchBot (robots.txt line 2, via User-agent: *), Claude-SearchBot (robots.txt line 2, via User-agent: *), PerplexityBot (robots.txt line 2, via User-agent: *). ChatGPT search, Claude and Perplexity cannot cite the page.",
    },
    {
      name: "each blocked in a group of its own",
      html: page,
      url: "https://example.com/shop/bread",
      robots:
        "User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nDisallow: /shop/\n\nUser-agent: PerplexityBot\nDisallow: /\n",
      evidence:
        /from \/shop\/bread: OAI-SearchBot \(robots.txt line 3\), Claude-SearchBot \(robots.txt line 3\), PerplexityBot \(robots.txt line 6\)/,
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
