import { RuleTester } from "@svc/rule-tester"
import sitemapSize from "../src/rules/sitemap-size"
import { fetched, present, sitemapIndex } from "./support/sitemaps"

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => `<url><loc>https://example.com/${index}</loc></url>`).join("")

new RuleTester().run(sitemapSize, {
  pass: [{ sitemap: `<urlset>${entries(3)}</urlset>` }],
  fail: [
    {
      sitemap: `<urlset>${entries(50_001)}</urlset>`,
      reports: [{ messageId: "overLimit", subject: "https://example.com/sitemap.xml" }],
    },
    {
      name: "a child of the index over the limit",
      sitemap: fetched(
        ["/sitemap.xml"],
        [
          present("/sitemap.xml", sitemapIndex("https://example.com/a.xml", "https://example.com/b.xml")),
          present("/a.xml", `<urlset>${entries(3)}</urlset>`, "/sitemap.xml"),
          present("/b.xml", `<urlset>${entries(50_002)}</urlset>`, "/sitemap.xml"),
        ],
      ),
      reports: [{ messageId: "overLimit", subject: "https://example.com/b.xml" }],
    },
  ],
  notApplicable: [
    { sitemap: "<html></html>" },
    { sitemap: { state: "absent", url: "https://example.com/sitemap.xml", status: 404 } },
  ],
})
