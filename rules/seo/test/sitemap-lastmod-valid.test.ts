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
      evidence:
        "Of 4 <lastmod> dates in https://example.com/sitemap.xml, 2 not a W3C date: <lastmod>31.12.2025</lastmod> of https://example.com/1; <lastmod>2025-02-30</lastmod> of https://example.com/2; 1 in the future: <lastmod>2027-01-01</lastmod> of https://example.com/3.",
    },
    {
      name: "a time without a time zone is not a W3C datetime",
      sitemap: urlset("2025-05-01T10:00:00"),
      evidence: /1 not a W3C date/,
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
      evidence:
        "Of 3 <lastmod> dates in https://example.com/a.xml and https://example.com/b.xml, 1 in the future: <lastmod>2030-01-01</lastmod> of https://example.com/1.",
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
