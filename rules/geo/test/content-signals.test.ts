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
      evidence:
        'AI usage preferences crawlers cannot read: Content-Signal at robots.txt line 2 (User-agent: *): "search=maybe", "ai-training=no".',
    },
    {
      html: page,
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      headers: { "content-usage": "train-ai=no" },
      evidence: /Content-Usage at the Content-Usage header: "train-ai=no"/,
    },
  ],
  review: [
    {
      html: page,
      robots:
        "User-agent: *\nContent-Signal: search=yes, ai-input=no\n\nUser-agent: GPTBot\nContent-Usage: search=n\n",
      evidence:
        "The site asks not to be used in search or AI answers: Content-Signal: ai-input=no at robots.txt line 2 (User-agent: *); Content-Usage: search=n at robots.txt line 5 (User-agent: gptbot). Crawlers that honour it will not cite the page.",
    },
  ],
  notApplicable: [{ html: page, robots: "User-agent: *\nDisallow: /admin/\n" }],
  unavailable: [page],
})
