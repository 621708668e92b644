import { RuleTester } from "@svc/rule-tester"
import siteName from "../src/rules/site-name"
import { jsonLd } from "./jsonld"

new RuleTester().run(siteName, {
  pass: [
    '<head><meta property="og:site_name" content="Example Bakery"></head>',
    jsonLd({ "@type": "WebSite", name: "Example Bakery", url: "https://bakery.example/" }),
    jsonLd({
      "@type": "Article",
      headline: "Bread",
      publisher: { "@type": "Organization", name: "Example Bakery" },
    }),
  ],
  fail: [
    {
      html: '<head><meta property="og:site_name" content=" "><title>Bread</title></head>',
      reports: [{ messageId: "noSiteName" }],
    },
  ],
})
