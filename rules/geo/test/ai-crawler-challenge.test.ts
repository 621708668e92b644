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
      evidence:
        'The fetch got a bot-protection challenge (HTTP 403, 6 visible words): the title is "Just a moment...". AI crawlers get the same wall.',
    },
    {
      html: '<title>Bakery</title>\n<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script><p>One moment.</p>',
      headers: { "cf-mitigated": "challenge" },
      status: 503,
      evidence:
        /"cf-mitigated: challenge"; it loads the challenge script \/cdn-cgi\/challenge-platform\/h\/b\/orchestrate\/chl_page\/v1 \(line 2\)/,
      line: 2,
    },
  ],
})
