import { type RuleCase, RuleTester, runRuleOn, snapshotOfCase } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import sitemapXml from "../src/rules/sitemap-xml"
import {
  absent as absentFile,
  failed,
  fetched,
  present,
  sitemapIndex,
  urlset as urlsetOf,
} from "./support/sitemaps"

const urlset =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>'
const absent = { state: "absent", url: "https://example.com/sitemap.xml", status: 404 } as const

const timedOutChild = {
  name: "a child that timed out, the others fine",
  robots: "User-agent: *\n",
  sitemap: fetched(
    [],
    [
      present("/sitemap.xml", sitemapIndex("https://example.com/a.xml", "https://example.com/b.xml")),
      present("/a.xml", urlsetOf(), "/sitemap.xml"),
      failed("/b.xml", "did not finish within 10 s.", undefined, "/sitemap.xml"),
    ],
  ),
} satisfies RuleCase

new RuleTester().run(sitemapXml, {
  pass: [
    { sitemap: urlset, robots: "User-agent: *\nDisallow:\n" },
    {
      name: "a sitemap index",
      sitemap: "<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>",
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
    },
    {
      name: "every file of an index and a second named sitemap",
      robots: "Sitemap: https://example.com/sitemap_index.xml\nSitemap: https://example.com/news.xml\n",
      sitemap: fetched(
        ["/sitemap_index.xml", "/news.xml"],
        [
          present(
            "/sitemap_index.xml",
            sitemapIndex("https://example.com/a.xml", "https://example.com/b.xml"),
          ),
          present("/news.xml", urlsetOf("https://example.com/n")),
          present("/a.xml", urlsetOf("https://example.com/a"), "/sitemap_index.xml"),
          present("/b.xml", urlsetOf("https://example.com/b"), "/sitemap_index.xml"),
        ],
      ),
    },
    {
      name: "sitemaps left unread by the audit's limits are no fault of the site",
      robots: "User-agent: *\n",
      sitemap: fetched(
        [],
        [
          present("/sitemap.xml", sitemapIndex("https://example.com/a.xml")),
          present("/a.xml", urlsetOf("https://example.com/a"), "/sitemap.xml"),
        ],
        { count: 30, examples: ["https://example.com/b.xml"], limit: "files" },
      ),
    },
  ],
  fail: [
    {
      sitemap: "<html><body>Not found</body></html>",
      robots: "User-agent: *\n",
      reports: [{ messageId: "invalid", subject: "https://example.com/sitemap.xml" }],
    },
    {
      name: "broken XML",
      sitemap: "<urlset><url><loc>https://example.com/</loc></urlset>",
      robots: "User-agent: *\n",
      reports: [{ messageId: "invalid" }],
    },
    {
      name: "a server error",
      sitemap: { state: "failed", url: "https://example.com/sitemap.xml", reason: "HTTP 503", status: 503 },
      robots: "User-agent: *\n",
      reports: [{ messageId: "unanswered", subject: "https://example.com/sitemap.xml" }],
    },
    {
      name: "robots.txt names a sitemap that is not there",
      sitemap: absent,
      robots: "User-agent: *\nSitemap: https://example.com/sitemap.xml\n",
      reports: [{ messageId: "namedButAbsent", subject: "https://example.com/sitemap.xml" }],
    },
    {
      name: "each file judged: a child gone, another child broken, a named one failing",
      robots: "Sitemap: https://example.com/sitemap_index.xml\nSitemap: https://example.com/news.xml\n",
      sitemap: fetched(
        ["/sitemap_index.xml", "/news.xml"],
        [
          present(
            "/sitemap_index.xml",
            sitemapIndex(
              "https://example.com/a.xml",
              "https://example.com/b.xml",
              "https://example.com/c.xml",
            ),
          ),
          failed("/news.xml", "answered 500", 500),
          absentFile("/a.xml", 404, "/sitemap_index.xml"),
          present("/b.xml", "<urlset><url>", "/sitemap_index.xml"),
          present("/c.xml", urlsetOf("https://example.com/c"), "/sitemap_index.xml"),
        ],
      ),
      reports: [
        { messageId: "unanswered", subject: "https://example.com/news.xml" },
        { messageId: "unansweredListed", subject: "https://example.com/a.xml" },
        { messageId: "invalidListed", subject: "https://example.com/b.xml" },
      ],
    },
    {
      name: "one named sitemap of two is gone",
      robots: "Sitemap: https://example.com/pages.xml\nSitemap: https://example.com/old.xml\n",
      sitemap: fetched(
        ["/pages.xml", "/old.xml"],
        [present("/pages.xml", urlsetOf()), absentFile("/old.xml")],
      ),
      reports: [{ messageId: "namedButAbsent", subject: "https://example.com/old.xml" }],
    },
  ],
  review: [
    {
      sitemap: absent,
      robots: "User-agent: *\nDisallow:\n",
      reports: [{ messageId: "noSitemapNorLine" }],
    },
    {
      name: "an index inside the index",
      robots: "User-agent: *\n",
      sitemap: fetched(
        [],
        [
          present("/sitemap.xml", sitemapIndex("https://example.com/more.xml")),
          present("/more.xml", sitemapIndex("https://example.com/deep.xml"), "/sitemap.xml"),
        ],
      ),
      reports: [{ messageId: "nestedIndex", subject: "https://example.com/more.xml" }],
    },
    {
      name: "no robots.txt either",
      sitemap: absent,
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      reports: [{ messageId: "noSitemap" }],
    },
  ],
  unavailable: [
    { name: "the sitemap was never fetched", robots: "User-agent: *\n" },
    {
      name: "a network error says nothing about the site",
      sitemap: { state: "failed", url: "https://example.com/sitemap.xml", reason: "timeout" },
      robots: "User-agent: *\n",
    },
    timedOutChild,
  ],
})

describe("sitemap-xml when a file could not be read", () => {
  it("names it and why", () => {
    expect(runRuleOn(sitemapXml, snapshotOfCase(timedOutChild, "")).outcome).toEqual({
      status: "unavailable",
      reason:
        "1 of 3 sitemap files could not be read: https://example.com/b.xml: did not finish within 10 s.",
    })
  })
})
