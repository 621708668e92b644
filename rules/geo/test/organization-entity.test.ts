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
      reports: [{ messageId: "noEntity" }],
    },
    {
      html: jsonLd({ "@type": "Organization", url: "https://bakery.example/" }),
      reports: [{ messageId: "unnamed", line: 1, subject: "Organization" }],
    },
  ],
  review: [
    {
      html: `<head>\n${jsonLd({ "@type": "Organization", name: "Example Bakery", url: "https://bakery.example/" })}</head>`,
      reports: [{ messageId: "noLogo", line: 2, subject: 'Organization "Example Bakery"' }],
      line: 2,
    },
    {
      name: "a person without a url",
      html: jsonLd({ "@type": "Person", name: "Eva Nováková" }),
      reports: [{ messageId: "noUrl", line: 1, subject: 'Person "Eva Nováková"' }],
    },
    {
      name: "an organization without either",
      html: jsonLd({ "@type": "Organization", name: "Example Bakery" }),
      reports: [
        { messageId: "noUrl", subject: 'Organization "Example Bakery"' },
        { messageId: "noLogo", subject: 'Organization "Example Bakery"' },
      ],
    },
  ],
  notApplicable: [{ url: ARTICLE_URL, html: "<p>x</p>" }],
})
