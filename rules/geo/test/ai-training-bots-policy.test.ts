import { RuleTester } from "@svc/rule-tester"
import aiTrainingBotsPolicy from "../src/rules/ai-training-bots-policy"

const page = "<p>x</p>"

new RuleTester().run(aiTrainingBotsPolicy, {
  pass: [
    { html: page, robots: "User-agent: *\nAllow: /\n" },
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  fail: [
    {
      html: '<head><meta name="robots" content="noai, noimageai"></head><p>x</p>',
      robots: "User-agent: *\nAllow: /\n",
      evidence:
        /^The page opts out of AI training with noai \(<meta name="robots">, line 1\), noimageai \(<meta name="robots">, line 1\), which no major AI crawler honours, while robots.txt lets every training crawler \(GPTBot, ClaudeBot/,
      line: 1,
    },
    {
      name: "noai in the header and no robots.txt",
      html: page,
      headers: { "x-robots-tag": "noai" },
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      evidence: /noai \(X-Robots-Tag\)/,
    },
  ],
  review: [
    {
      html: page,
      robots: "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
      evidence:
        "robots.txt keeps training crawlers out: GPTBot (robots.txt line 3), CCBot (robots.txt line 3). A policy choice: the content stays out of future training data (and of what models know about the brand unaided), but not out of AI search answers.",
    },
  ],
  unavailable: [
    page,
    {
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 500", status: 500 },
    },
  ],
})
