import { type RuleCase, RuleTester, runRuleOn, snapshotOfCase } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import sitemapListsPage from "../src/rules/sitemap-lists-page"
import { absent, failed, fetched, present, sitemapIndex, urlset } from "./support/sitemaps"

/** A Yoast-style index and its children. */
const yoast = (pages: string, posts: string) => [
  present(
    "/sitemap_index.xml",
    sitemapIndex("https://example.com/page-sitemap.xml", "https://example.com/post-sitemap.xml"),
  ),
  present("/page-sitemap.xml", pages, "/sitemap_index.xml"),
  present("/post-sitemap.xml", posts, "/sitemap_index.xml"),
]

const unreadableChildren = {
  name: "an index none of whose sitemaps could be read",
  sitemap: fetched(
    ["/sitemap.xml"],
    [
      present("/sitemap.xml", sitemapIndex("https://example.com/s1.xml")),
      failed("/s1.xml", "answered 503", 503, "/sitemap.xml"),
    ],
  ),
} satisfies RuleCase

new RuleTester().run(sitemapListsPage, {
  pass: [
    {
      url: "https://example.com/bread",
      sitemap: urlset("https://example.com/", "https://example.com/bread"),
    },
    {
      name: "addresses compare after normalisation",
      url: "https://example.com/ko%C5%A1ice",
      sitemap: urlset("https://EXAMPLE.com:443/košice"),
    },
    {
      name: "listed by a child of the sitemap index robots.txt names",
      url: "https://example.com/2026/bread",
      sitemap: fetched(
        ["/sitemap_index.xml"],
        yoast(
          urlset("https://example.com/"),
          urlset("https://example.com/2026/rolls", "https://example.com/2026/bread"),
        ),
      ),
    },
    {
      name: "listed in the second of two named sitemaps, the first one gone",
      url: "https://example.com/bread",
      sitemap: fetched(
        ["/gone.xml", "/pages.xml"],
        [absent("/gone.xml"), present("/pages.xml", urlset("https://example.com/bread"))],
      ),
    },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/bread/",
      sitemap: urlset("https://example.com/", "http://www.example.com/bread"),
      reports: [{ messageId: "notListed" }, { messageId: "variantListed" }],
    },
    {
      url: "https://example.com/rolls",
      sitemap: urlset("https://example.com/"),
      reports: [{ messageId: "notListed", subject: "https://example.com/rolls" }],
    },
    {
      name: "not in any of the sitemaps of an index, all read",
      url: "https://example.com/2026/cake",
      sitemap: fetched(
        ["/sitemap_index.xml"],
        yoast(urlset("https://example.com/"), urlset("https://example.com/2026/bread")),
      ),
      reports: [{ messageId: "notListed", subject: "https://example.com/2026/cake" }],
    },
    {
      name: "not found while some sitemaps were left unread: a review that says so",
      url: "https://example.com/2026/cake",
      sitemap: fetched(
        ["/sitemap_index.xml"],
        [
          ...yoast(urlset("https://example.com/"), urlset("https://example.com/2026/bread")),
          failed("/product-sitemap.xml", "did not finish within 10 s.", undefined, "/sitemap_index.xml"),
        ],
        { count: 12, examples: ["https://example.com/product-sitemap2.xml"], limit: "files" },
      ),
      reports: [{ messageId: "notListed" }, { messageId: "mayBeUnread" }],
    },
    {
      name: "an index inside the index is not followed",
      url: "https://example.com/cake",
      sitemap: fetched(
        ["/sitemap.xml"],
        [
          present(
            "/sitemap.xml",
            sitemapIndex("https://example.com/pages.xml", "https://example.com/more.xml"),
          ),
          present("/pages.xml", urlset("https://example.com/"), "/sitemap.xml"),
          present("/more.xml", sitemapIndex("https://example.com/deep.xml"), "/sitemap.xml"),
        ],
      ),
      reports: [{ messageId: "notListed" }, { messageId: "mayBeUnread" }],
    },
  ],
  notApplicable: [
    {
      name: "a page that names another canonical",
      url: "https://example.com/bread?sort=price",
      html: '<link rel="canonical" href="https://example.com/bread">',
      sitemap: urlset("https://example.com/bread"),
    },
    {
      name: "an error page",
      url: "https://example.com/gone",
      status: 404,
      sitemap: urlset("https://example.com/"),
    },
    { name: "no sitemap", sitemap: { state: "absent", url: "https://example.com/sitemap.xml", status: 404 } },
    { name: "an invalid sitemap", sitemap: "<html></html>" },
  ],
  unavailable: [unreadableChildren],
})

describe("sitemap-lists-page when a file could not be read", () => {
  it("names it and why", () => {
    expect(runRuleOn(sitemapListsPage, snapshotOfCase(unreadableChildren, "")).outcome).toEqual({
      status: "unavailable",
      reason: "No sitemap of pages could be read: 1 sitemap left unread: 1 could not be read.",
    })
  })
})
