import { RuleTester } from "@svc/rule-tester"
import sitemapSize from "../src/rules/sitemap-size"

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => `<url><loc>https://example.com/${index}</loc></url>`).join("")

new RuleTester().run(sitemapSize, {
  pass: [{ sitemap: `<urlset>${entries(3)}</urlset>` }],
  fail: [
    {
      sitemap: `<urlset>${entries(50_001)}</urlset>`,
      evidence:
        "https://example.com/sitemap.xml has 50,001 entries (limit 50,000); search engines ignore what lies beyond the limit.",
    },
  ],
  notApplicable: [
    { sitemap: "<html></html>" },
    { sitemap: { state: "absent", url: "https://example.com/sitemap.xml", status: 404 } },
  ],
})
