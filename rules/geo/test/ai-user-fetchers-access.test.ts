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
      name: "a robots.txt that shuts every crawler out",
      html: page,
      robots: "User-agent: *\nDisallow: /\n",
      // The AI search crawlers are shut out too: ai-search-bots-access's finding, this one its symptom.
      hiddenBy: "ai-search-bots-access",
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
