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
      reports: [
        { messageId: "blocked", subject: "ChatGPT-User" },
        { messageId: "blocked", subject: "Claude-User" },
      ],
    },
    {
      html: page,
      robots: "User-agent: *\nDisallow: /\n",
      reports: [
        { messageId: "blocked", subject: "ChatGPT-User" },
        { messageId: "blocked", subject: "Claude-User" },
        { messageId: "blocked", subject: "Perplexity-User" },
        { messageId: "blocked", subject: "MistralAI-User" },
        { messageId: "blocked", subject: "Meta-ExternalFetcher" },
      ],
    },
  ],
  unavailable: [page],
})
