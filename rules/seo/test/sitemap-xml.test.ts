import { RuleTester } from "@svc/rule-tester"
import sitemapXml from "../src/rules/sitemap-xml"

const urlset =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>'
const absent = { state: "absent", url: "https://example.com/sitemap.xml", status: 404 } as const

new RuleTester().run(sitemapXml, {
  pass: [
    { sitemap: urlset, robots: "User-agent: *\nDisallow:\n" },
    {
      name: "a sitemap index",
      sitemap: "<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>",
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
    },
  ],
  fail: [
    {
      sitemap: "<html><body>Not found</body></html>",
      robots: "User-agent: *\n",
      evidence:
        "https://example.com/sitemap.xml is not a valid sitemap: the root element is <html>, not <urlset> or <sitemapindex>.",
    },
    {
      name: "broken XML",
      sitemap: "<urlset><url><loc>https://example.com/</loc></urlset>",
      robots: "User-agent: *\n",
      evidence: /^https:\/\/example.com\/sitemap.xml is not a valid sitemap: .*\(line 1\)\.$/,
    },
    {
      name: "a server error",
      sitemap: { state: "failed", url: "https://example.com/sitemap.xml", reason: "HTTP 503", status: 503 },
      robots: "User-agent: *\n",
      evidence: "https://example.com/sitemap.xml answered HTTP 503, so crawlers cannot read it.",
    },
    {
      name: "robots.txt names a sitemap that is not there",
      sitemap: absent,
      robots: "User-agent: *\nSitemap: https://example.com/sitemap.xml\n",
      evidence: "robots.txt names https://example.com/sitemap.xml, but it answered HTTP 404.",
    },
  ],
  review: [
    {
      sitemap: absent,
      robots: "User-agent: *\nDisallow:\n",
      evidence:
        "No sitemap found: robots.txt names no sitemap and https://example.com/sitemap.xml answered HTTP 404.",
    },
    {
      name: "no robots.txt either",
      sitemap: absent,
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
      evidence: "No sitemap found: https://example.com/sitemap.xml answered HTTP 404.",
    },
  ],
  unavailable: [
    { name: "the sitemap was never fetched", robots: "User-agent: *\n" },
    {
      name: "a network error says nothing about the site",
      sitemap: { state: "failed", url: "https://example.com/sitemap.xml", reason: "timeout" },
      robots: "User-agent: *\n",
    },
  ],
})
