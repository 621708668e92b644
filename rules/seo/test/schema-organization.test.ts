import { RuleTester } from "@svc/rule-tester"
import schemaOrganization from "../src/rules/schema-organization"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaOrganization, {
  pass: [
    {
      name: "missing properties are the GEO pack's concern",
      html: ld({ "@type": "Organization", name: "Kvások" }),
    },
    ld({
      "@type": "Organization",
      name: "Kvások",
      url: "https://kvasok.example/",
      logo: "https://kvasok.example/logo.png",
    }),
    {
      name: "a logo as an ImageObject, in a @graph",
      html: ld({
        "@graph": [
          {
            "@type": "NGO",
            name: "Chlieb pre všetkých",
            url: "https://ngo.example/",
            logo: { "@type": "ImageObject", url: "https://ngo.example/l.png" },
          },
        ],
      }),
    },
  ],
  fail: [
    {
      html: `<p>x</p>\n${ld({ "@type": "Corporation", name: "Kvások s.r.o.", url: "/", logo: "logo.png" })}`,
      reports: [{ messageId: "notAbsolute" }, { messageId: "notAbsolute" }],
      line: 2,
    },
  ],
  notApplicable: [
    "<p>none</p>",
    {
      name: "a local business is the other rule's",
      html: ld({ "@type": ["Organization", "Bakery"], name: "Kvások" }),
    },
    {
      name: "a publisher nested in an article is not the page's organization",
      html: ld({ "@type": "Article", publisher: { "@type": "Organization", name: "X" } }),
    },
  ],
})
