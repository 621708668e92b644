import { RuleTester } from "@svc/rule-tester"
import aiUserFetchersAccess from "../src/rules/ai-user-fetchers-access"

const page = "<p>x</p>"

new RuleTester().run(aiUserFetchersAccess, {
  pass: [
    { html: page, robots: "User-agent: GPTBot\nDisallow: /\n" },
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 410 } },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: ChatGPT-User\nUser-agent: Claude-User\nDisallow: /\n",
      evidence:
        "robots.txt blocks user-triggered AI fetchers from /: ChatGPT-User (robots.txt line 3), Claude-User (robots.txt line 3). An assistant asked to read this page will refuse or answer without it.",
    },
    {
      html: page,
      robots: "User-agent: *\nDisallow: /\n",
      evidence: /Perplexity-User \(robots.txt line 2, via User-agent: \*\)/,
    },
  ],
  unavailable: [page],
})
