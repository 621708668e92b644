import { RuleTester } from "@svc/rule-tester"
import organizationEntity from "../src/rules/organization-entity"
import { jsonLd } from "./jsonld"
import { ARTICLE_URL } from "./pages"

new RuleTester().run(organizationEntity, {
  pass: [
    jsonLd({
      "@type": "Bakery",
      name: "Example Bakery",
      url: "https://bakery.example/",
      logo: "https://bakery.example/logo.png",
    }),
    {
      name: "a personal site",
      url: "https://eva.example/about",
      html: jsonLd({ "@type": "Person", name: "Eva Nováková", url: "https://eva.example/" }),
    },
  ],
  fail: [
    {
      html: jsonLd({ "@type": "WebSite", name: "Example Bakery" }),
      evidence: "The home page declares no Organization, LocalBusiness or Person in JSON-LD.",
    },
    {
      html: jsonLd({ "@type": "Organization", url: "https://bakery.example/" }),
      evidence: /^Organization \(line 1\) has no name\.$/,
    },
  ],
  review: [
    {
      html: `<head>\n${jsonLd({ "@type": "Organization", name: "Example Bakery", url: "https://bakery.example/" })}</head>`,
      evidence: 'Organization "Example Bakery" (line 2) has no logo.',
      line: 2,
    },
  ],
  notApplicable: [{ url: ARTICLE_URL, html: "<p>x</p>" }],
})
