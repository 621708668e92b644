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
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: *\nDisallow: /\n",
      evidence: /blocks every AI search crawler: OAI-SearchBot \(robots.txt line 2\)/,
    },
  ],
  review: [
    {
      html: page,
      robots: "User-agent: PerplexityBot\nDisallow: /\n",
      evidence: "robots.txt blocks some AI search crawlers: PerplexityBot (robots.txt line 2).",
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
