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
      evidence:
        "2 of 3 addresses in https://example.com/sitemap.xml are not absolute http(s) URLs: <loc>/bread</loc>; <loc>example.com/rolls</loc>.",
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
      evidence:
        "2 of 5 addresses in https://example.com/a.xml and https://example.com/b.xml are not absolute http(s) URLs: <loc>/a</loc>; <loc>b2</loc>.",
    },
  ],
  review: [
    {
      sitemap: urlset("https://example.com/", "http://example.com/old", "https://shop.example.com/"),
      evidence:
        "2 of 3 addresses in https://example.com/sitemap.xml are on another scheme or host: http://example.com/old; https://shop.example.com/. Search engines accept them only when that host's robots.txt names this sitemap.",
    },
  ],
  notApplicable: [{ sitemap: "<urlset></urlset>" }, { sitemap: "not xml" }],
})
