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
      reports: [{ messageId: "unknownToken", subject: "ChatGPT" }],
    },
    {
      name: "near misses of real tokens",
      html: page,
      robots: "User-agent: Claude SearchBot\nUser-agent: Bard\nDisallow: /\n",
      reports: [
        { messageId: "unknownToken", subject: "Claude SearchBot" },
        { messageId: "unknownToken", subject: "Bard" },
      ],
    },
  ],
  notApplicable: [
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
  ],
  unavailable: [page],
})
