import { RuleTester } from "@svc/rule-tester"
import contentSignals from "../src/rules/content-signals"

const page = "<p>x</p>"

new RuleTester().run(contentSignals, {
  pass: [
    {
      html: page,
      robots: "User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n",
    },
    { html: page, robots: "User-agent: *\nContent-Signal: search=yes,ai-train=no,use=reference\n" },
    { html: page, robots: "User-agent: *\nAllow: /\n", headers: { "content-usage": "train-ai=n, search=y" } },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: *\nContent-Signal: search=maybe, ai-training=no\n",
      reports: [{ messageId: "malformedInRobots", subject: "search=maybe, ai-training=no" }],
    },
    {
      html: page,
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      headers: { "content-usage": "train-ai=no" },
      reports: [{ messageId: "malformedHeader", subject: "train-ai=no" }],
    },
  ],
  review: [
    {
      html: page,
      robots:
        "User-agent: *\nContent-Signal: search=yes, ai-input=no\n\nUser-agent: GPTBot\nContent-Usage: search=n\n",
      reports: [
        { messageId: "optOutInRobots", subject: "search=yes, ai-input=no" },
        { messageId: "optOutInRobots", subject: "search=n" },
      ],
    },
    {
      name: "an opt-out in the Content-Usage header",
      html: page,
      robots: "User-agent: *\nAllow: /\n",
      headers: { "content-usage": "search=n" },
      reports: [{ messageId: "optOutHeader", subject: "search=n" }],
    },
  ],
  notApplicable: [{ html: page, robots: "User-agent: *\nDisallow: /admin/\n" }],
  unavailable: [page],
})
