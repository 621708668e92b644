import { RuleTester } from "@svc/rule-tester"
import sitemapListsPage from "../src/rules/sitemap-lists-page"

const urlset = (...locs: string[]) =>
  `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`

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
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/bread/",
      sitemap: urlset("https://example.com/", "http://www.example.com/bread"),
      evidence:
        "https://example.com/bread/ is not among the 2 addresses in https://example.com/sitemap.xml. It lists http://www.example.com/bread instead, a different address.",
    },
    {
      url: "https://example.com/rolls",
      sitemap: urlset("https://example.com/"),
      evidence: "https://example.com/rolls is not among the 1 addresses in https://example.com/sitemap.xml.",
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
  ],
  unavailable: [
    {
      name: "an index whose sitemaps were not read",
      sitemap: "<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>",
    },
  ],
})
