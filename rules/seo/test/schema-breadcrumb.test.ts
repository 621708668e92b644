import { RuleTester } from "@svc/rule-tester"
import schemaBreadcrumb from "../src/rules/schema-breadcrumb"

const crumbs = (items: unknown) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: items })}</script>`

new RuleTester().run(schemaBreadcrumb, {
  pass: [
    crumbs([
      { "@type": "ListItem", position: 1, name: "Bread", item: "https://a.example/bread" },
      { "@type": "ListItem", position: 2, name: "Rye" },
    ]),
    {
      name: "names inside the item",
      html: crumbs([
        { "@type": "ListItem", position: 1, item: { "@id": "https://a.example/", name: "Home" } },
        { "@type": "ListItem", position: 2, item: { "@id": "https://a.example/b", name: "Bread" } },
      ]),
    },
  ],
  fail: [
    {
      html: crumbs([
        { "@type": "ListItem", name: "Bread" },
        { "@type": "ListItem", position: 2, item: "https://a.example/rye" },
        "Rye",
      ]),
      evidence:
        "1 of 1 BreadcrumbList nodes lack what search engines require: BreadcrumbList (JSON-LD, line 1): item 1 has no position (a whole number from 1), item 1 has no item URL, item 2 has no name, item 3 is not a ListItem.",
    },
    { name: "no crumbs", html: crumbs([]), evidence: /: no itemListElement\.$/ },
  ],
  review: [
    {
      html: crumbs([{ "@type": "ListItem", position: 1, name: "Home", item: "https://a.example/" }]),
      evidence: /BreadcrumbList \(JSON-LD, line 1\): a single crumb shows no trail\.$/,
    },
  ],
  notApplicable: ["<p>none</p>"],
})
