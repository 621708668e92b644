import { RuleTester } from "@svc/rule-tester"
import aiCrawlerChallenge from "../src/rules/ai-crawler-challenge"
import { paragraphs } from "./pages"

new RuleTester().run(aiCrawlerChallenge, {
  pass: [
    `<title>Sourdough bread</title><main>${paragraphs(2, 40)}</main>`,
    {
      name: "a real page that happens to be titled like a challenge",
      html: `<title>Access denied</title><main>${paragraphs(4, 50)}</main>`,
    },
  ],
  fail: [
    {
      html: "<title>Just a moment...</title><p>Checking your browser before accessing bakery.example.</p>",
      status: 403,
      reports: [{ messageId: "challengeTitle", subject: "Just a moment..." }],
    },
    {
      html: '<title>Bakery</title>\n<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script><p>One moment.</p>',
      headers: { "cf-mitigated": "challenge" },
      status: 503,
      reports: [
        { messageId: "challengeHeader", subject: "challenge" },
        {
          messageId: "challengeScript",
          line: 2,
          subject: "/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1",
        },
      ],
      line: 2,
    },
  ],
})
