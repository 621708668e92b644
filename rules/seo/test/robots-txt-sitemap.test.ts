import { RuleTester } from "@svc/rule-tester"
import robotsTxtSitemap from "../src/rules/robots-txt-sitemap"

new RuleTester().run(robotsTxtSitemap, {
  pass: [{ robots: "User-agent: *\nDisallow:\nSitemap: https://example.com/sitemap.xml\n" }],
  fail: [],
  review: [
    {
      robots: "User-agent: *\nDisallow: /admin\n",
      evidence:
        "https://example.com/robots.txt has no Sitemap: line, so crawlers other than those you submit the sitemap to must guess where it is.",
    },
  ],
  notApplicable: [
    { robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
    { robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 500", status: 500 } },
  ],
  unavailable: ["<p>robots.txt not fetched</p>"],
})
