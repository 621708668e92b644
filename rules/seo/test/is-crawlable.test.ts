import { RuleTester } from "@svc/rule-tester"
import isCrawlable from "../src/rules/is-crawlable"

const open = "User-agent: *\nAllow: /\n"
const page = (head: string) => `<html><head>\n${head}</head><body><p>Bread</p></body></html>`

new RuleTester().run(isCrawlable, {
  pass: [
    { html: page("<title>Bread</title>"), robots: open },
    {
      name: "nofollow alone keeps the page indexable",
      html: page('<meta name="robots" content="nofollow">'),
      robots: open,
    },
    {
      name: "a noindex for Googlebot alone leaves other search engines: Lighthouse passes (with a warning)",
      html: page('<meta name="googlebot" content="noindex">'),
      robots: open,
    },
    {
      name: "the first robots meta wins",
      html: page('<meta name="robots" content="index, follow"><meta name="robots" content="noindex">'),
      robots: open,
    },
    {
      name: "a name with spaces is not the robots meta",
      html: page('<meta name=" robots" content="noindex">'),
      robots: open,
    },
    {
      name: "an unavailable_after date still to come",
      html: page('<meta name="robots" content="unavailable_after: 2099-12-31">'),
      robots: open,
    },
    {
      name: "a comma inside the date splits the directive, so neither piece blocks",
      html: page('<meta name="robots" content="unavailable_after: Friday, 25-Jun-2010 15:00:00 EST">'),
      robots: open,
    },
    {
      name: "an X-Robots-Tag for Googlebot only",
      html: page(""),
      headers: { "X-Robots-Tag": "Googlebot: noindex" },
      robots: open,
    },
    {
      name: "an X-Robots-Tag prefix matches bot names case-sensitively, so googlebot: blocks no one",
      html: page(""),
      headers: { "X-Robots-Tag": "googlebot: noindex, nofollow" },
      robots: open,
    },
    {
      name: "robots.txt that lets Googlebot in",
      html: page(""),
      robots: "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n",
    },
    {
      name: "the longest robots.txt rule wins",
      html: page(""),
      url: "https://example.com/shop/item/1",
      robots: "User-agent: *\nDisallow: /shop\nAllow: /shop/item\n",
    },
    {
      name: "a robots.txt that failed with a server error is not read",
      html: page(""),
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 503", status: 503 },
    },
    {
      name: "a robots meta in <body> is ignored",
      html: '<html><head></head><body><div></div><meta name="robots" content="noindex"></body></html>',
      robots: open,
    },
  ],
  fail: [
    {
      html: page('<meta name="robots" content="noindex">'),
      robots: open,
      reports: [{ messageId: "meta", line: 2, data: { tag: '<meta name="robots" content="noindex">' } }],
      line: 2,
    },
    {
      name: "none means noindex, in any case",
      html: page('<meta name="ROBOTS" content="NONE">'),
      robots: open,
    },
    {
      name: "an unavailable_after date that has passed",
      html: page('<meta name="robots" content="unavailable_after: 2020-01-01">'),
      robots: open,
      reports: [
        { messageId: "meta", subject: '<meta name="robots" content="unavailable_after: 2020-01-01">' },
      ],
    },
    {
      name: "an X-Robots-Tag header for every bot",
      html: page(""),
      headers: { "X-Robots-Tag": "noindex" },
      robots: open,
      reports: [{ messageId: "header", subject: "X-Robots-Tag: noindex" }],
    },
    {
      name: "an unavailable_after header is not a bot prefix",
      html: page(""),
      headers: { "X-Robots-Tag": "unavailable_after: 2001-01-01" },
      robots: open,
    },
    {
      name: "robots.txt disallows the page for everyone",
      html: page(""),
      url: "https://example.com/private/page",
      robots: "User-agent: *\nDisallow: /private/\n",
      reports: [{ messageId: "robotsTxt", subject: "Disallow: /private/" }],
    },
    {
      name: "every source is one item, however many bots it keeps out",
      html: page('<meta name="robots" content="noindex">'),
      headers: { "X-Robots-Tag": "noindex" },
      robots: "User-agent: *\nDisallow: /\n",
      reports: [
        { messageId: "meta", line: 2, subject: '<meta name="robots" content="noindex">' },
        { messageId: "header", subject: "X-Robots-Tag: noindex" },
        { messageId: "robotsTxt", subject: "Disallow: /" },
      ],
    },
    {
      name: "a bot's own meta allowing it does not help when the generic one blocks the rest",
      html: page('<meta name="robots" content="noindex"><meta name="googlebot" content="noindex">'),
      robots: open,
    },
  ],
  unavailable: [{ name: "without robots.txt the verdict cannot be given", html: page("") }],
})
