import { type RuleCase, RuleTester, runRuleOn, snapshotOfCase } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import robotsTxtSitemap from "../src/rules/robots-txt-sitemap"
import { absent, failed, fetched, present, urlset } from "./support/sitemaps"

const robots = "User-agent: *\nDisallow:\nSitemap: https://example.com/pages.xml\nSitemap: /posts.xml\n"

const timedOutNamed = {
  name: "a named sitemap that timed out says nothing about the site",
  robots,
  sitemap: fetched(
    ["/pages.xml", "/posts.xml"],
    [present("/pages.xml", urlset()), failed("/posts.xml", "did not finish within 10 s.")],
  ),
} satisfies RuleCase

new RuleTester().run(robotsTxtSitemap, {
  pass: [
    {
      robots: "User-agent: *\nDisallow:\nSitemap: https://example.com/sitemap.xml\n",
      sitemap: urlset("https://example.com/"),
    },
    {
      name: "every named sitemap answers",
      robots,
      sitemap: fetched(
        ["/pages.xml", "/posts.xml"],
        [present("/pages.xml", urlset()), present("/posts.xml", "x")],
      ),
    },
  ],
  fail: [
    {
      name: "one of two named sitemaps is gone",
      robots,
      sitemap: fetched(["/pages.xml", "/posts.xml"], [present("/pages.xml", urlset()), absent("/posts.xml")]),
      reports: [{ messageId: "notAnswering", subject: "https://example.com/posts.xml" }],
      // A named sitemap that does not answer is sitemap-xml's finding: this one is its symptom.
      hiddenBy: "sitemap-xml",
    },
    {
      name: "both fail",
      robots,
      sitemap: fetched(
        ["/pages.xml", "/posts.xml"],
        [failed("/pages.xml", "answered 503", 503), absent("/posts.xml", 410)],
      ),
      reports: [
        { messageId: "notAnswering", subject: "https://example.com/pages.xml" },
        { messageId: "notAnswering", subject: "https://example.com/posts.xml" },
      ],
      hiddenBy: "sitemap-xml",
    },
  ],
  review: [
    {
      robots: "User-agent: *\nDisallow: /admin\n",
      sitemap: urlset("https://example.com/"),
      reports: [{ messageId: "noSitemapLine", subject: "https://example.com/robots.txt" }],
    },
  ],
  notApplicable: [
    { robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 }, sitemap: urlset() },
    {
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 500", status: 500 },
      sitemap: urlset(),
    },
  ],
  unavailable: [{ name: "nothing fetched", html: "<p>robots.txt not fetched</p>" }, timedOutNamed],
})

describe("robots-txt-sitemap when a file could not be read", () => {
  it("names it and why", () => {
    expect(runRuleOn(robotsTxtSitemap, snapshotOfCase(timedOutNamed, "")).outcome).toEqual({
      status: "unavailable",
      reason:
        "The sitemaps robots.txt names could not all be read: https://example.com/posts.xml: did not finish within 10 s.",
    })
  })
})
