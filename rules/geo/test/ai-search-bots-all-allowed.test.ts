import { RuleTester } from "@svc/rule-tester"
import aiSearchBotsAllAllowed from "../src/rules/ai-search-bots-all-allowed"

const page = "<p>x</p>"

new RuleTester().run(aiSearchBotsAllAllowed, {
  pass: [
    { html: page, robots: "User-agent: *\nDisallow: /admin/\n" },
    { html: page, robots: "User-agent: GPTBot\nUser-agent: ClaudeBot\nDisallow: /\n" },
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: PerplexityBot\nDisallow: /\n",
      reports: [{ messageId: "blocked", subject: "PerplexityBot" }],
    },
    {
      name: "a path rule for one crawler",
      html: page,
      url: "https://example.com/recipes/rye",
      robots: "User-agent: *\nAllow: /\n\nUser-agent: Amzn-SearchBot\nDisallow: /recipes/\n",
      reports: [{ messageId: "blocked", subject: "Amzn-SearchBot" }],
    },
  ],
  unavailable: [
    page,
    {
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "timed out" },
    },
  ],
})
