import { RuleTester } from "@svc/rule-tester"
import aiBotTokensValid from "../src/rules/ai-bot-tokens-valid"

const page = "<p>x</p>"

new RuleTester().run(aiBotTokensValid, {
  pass: [
    {
      html: page,
      robots:
        "User-agent: gptbot\nUser-agent: Claude-SearchBot/1.0\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
    },
    { html: page, robots: "User-agent: Googlebot\nUser-agent: SomeOtherBot\nDisallow: /tmp/\n" },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: *\nAllow: /\n\nUser-agent: ChatGPT\nDisallow: /\n",
      evidence:
        'robots.txt names AI crawlers that do not exist, so these groups block or allow nothing: line 4 "User-agent: ChatGPT" (meant: GPTBot (training), OAI-SearchBot (search) or ChatGPT-User (user fetches)).',
    },
    {
      name: "near misses of real tokens",
      html: page,
      robots: "User-agent: Claude SearchBot\nUser-agent: Bard\nDisallow: /\n",
      evidence:
        /line 1 "User-agent: Claude SearchBot" \(meant: Claude-SearchBot\); line 2 "User-agent: Bard" \(meant: Google-Extended\)/,
    },
  ],
  notApplicable: [
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  unavailable: [page],
})
