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
      reports: [
        { messageId: "unhonoured", line: 1, subject: "noai" },
        { messageId: "unhonoured", line: 1, subject: "noimageai" },
      ],
      line: 1,
    },
    {
      name: "noai in the header and no robots.txt",
      html: page,
      headers: { "x-robots-tag": "noai" },
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      reports: [{ messageId: "unhonoured", subject: "noai" }],
    },
  ],
  review: [
    {
      html: page,
      robots: "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
      reports: [
        { messageId: "trainingBlocked", subject: "GPTBot" },
        { messageId: "trainingBlocked", subject: "CCBot" },
      ],
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
