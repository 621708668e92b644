import { RuleTester } from "@svc/rule-tester"
import searchBotsAccess from "../src/rules/search-bots-access"

const open = "User-agent: *\nAllow: /\n"

new RuleTester().run(searchBotsAccess, {
  pass: [
    { html: "<head><title>Bread</title></head>", robots: open },
    {
      name: "a robots.txt that could not be read blocks no one",
      html: "<p>x</p>",
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
    },
  ],
  fail: [
    {
      name: "robots.txt shuts out Bingbot while letting Googlebot in (Lighthouse passes)",
      html: "<p>x</p>",
      robots: "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n",
      reports: [
        { messageId: "robotsTxt", subject: "Bingbot" },
        { messageId: "robotsTxt", subject: "DuckDuckBot" },
        { messageId: "robotsTxt", subject: "YandexBot" },
        { messageId: "robotsTxt", subject: "Applebot" },
      ],
    },
    {
      name: "bot names in X-Robots-Tag are read in any case",
      html: "<p>x</p>",
      headers: { "X-Robots-Tag": "googlebot: noindex" },
      robots: open,
      reports: [{ messageId: "header", subject: "Googlebot" }],
    },
    {
      name: "every robots meta counts, not only the first",
      html: '<head>\n<meta name="robots" content="index"><meta name="Googlebot" content="noindex"></head>',
      robots: open,
      reports: [{ messageId: "meta", subject: "Googlebot", line: 2 }],
    },
  ],
  review: [
    {
      name: "a smaller search engine is shut out",
      html: "<p>x</p>",
      robots: "User-agent: YandexBot\nDisallow: /\n",
      reports: [{ messageId: "robotsTxt", subject: "YandexBot" }],
    },
  ],
})
