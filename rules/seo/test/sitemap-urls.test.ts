import { RuleTester } from "@svc/rule-tester"
import sitemapUrls from "../src/rules/sitemap-urls"
import { fetched, present, sitemapIndex, urlset } from "./support/sitemaps"

new RuleTester().run(sitemapUrls, {
  pass: [
    { sitemap: urlset("https://example.com/", "https://example.com/a?b=1") },
    {
      name: "a sitemap index on the same host",
      sitemap: "<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>",
    },
  ],
  fail: [
    {
      sitemap: urlset("https://example.com/", "/bread", "example.com/rolls"),
      reports: [
        { messageId: "notAbsolute", subject: "/bread" },
        { messageId: "notAbsolute", subject: "example.com/rolls" },
      ],
    },
    {
      name: "relative addresses in two children of an index",
      sitemap: fetched(
        ["/sitemap.xml"],
        [
          present("/sitemap.xml", sitemapIndex("https://example.com/a.xml", "https://example.com/b.xml")),
          present("/a.xml", urlset("/a"), "/sitemap.xml"),
          present("/b.xml", urlset("https://example.com/b", "b2"), "/sitemap.xml"),
        ],
      ),
      reports: [
        { messageId: "notAbsolute", subject: "/a" },
        { messageId: "notAbsolute", subject: "b2" },
      ],
    },
  ],
  review: [
    {
      sitemap: urlset("https://example.com/", "http://example.com/old", "https://shop.example.com/"),
      reports: [{ messageId: "otherHost" }, { messageId: "otherHost" }],
    },
  ],
  notApplicable: [{ sitemap: "<urlset></urlset>" }, { sitemap: "not xml" }],
})
