import { RuleTester } from "@svc/rule-tester"
import sitemapLastmodValid from "../src/rules/sitemap-lastmod-valid"
import { fetched, present, sitemapIndex } from "./support/sitemaps"

const urlset = (...lastmods: string[]) =>
  `<urlset>${lastmods.map((lastmod, index) => `<url><loc>https://example.com/${index}</loc><lastmod>${lastmod}</lastmod></url>`).join("")}</urlset>`
/** The RuleTester fetches every case at 2026-01-01T00:00:00Z. */

new RuleTester().run(sitemapLastmodValid, {
  pass: [
    {
      sitemap: urlset("2025-12-31", "2025-12-31T09:30:00+02:00", "2025", "2025-12", "2026-01-01T23:00:00Z"),
    },
    {
      name: "a day of clock skew is tolerated",
      sitemap: urlset("2026-01-01T20:00:00Z"),
    },
  ],
  fail: [
    {
      sitemap: urlset("2025-12-01", "31.12.2025", "2025-02-30", "2027-01-01"),
      reports: [
        { messageId: "notW3cDate", subject: "31.12.2025" },
        { messageId: "notW3cDate", subject: "2025-02-30" },
        { messageId: "inFuture", subject: "2027-01-01" },
      ],
    },
    {
      name: "a time without a time zone is not a W3C datetime",
      sitemap: urlset("2025-05-01T10:00:00"),
      reports: [{ messageId: "notW3cDate" }],
    },
    {
      name: "dates across the children of an index",
      sitemap: fetched(
        ["/sitemap.xml"],
        [
          present("/sitemap.xml", sitemapIndex("https://example.com/a.xml", "https://example.com/b.xml")),
          present("/a.xml", urlset("2025-12-01"), "/sitemap.xml"),
          present("/b.xml", urlset("2025-11-01", "2030-01-01"), "/sitemap.xml"),
        ],
      ),
      reports: [{ messageId: "inFuture", subject: "2030-01-01" }],
    },
  ],
  notApplicable: [
    { name: "no lastmod at all", sitemap: "<urlset><url><loc>https://example.com/</loc></url></urlset>" },
    {
      name: "a sitemap index",
      sitemap: "<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap></sitemapindex>",
    },
  ],
})
