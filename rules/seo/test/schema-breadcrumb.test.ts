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
      reports: [
        { messageId: "noPosition" },
        { messageId: "noItemUrl" },
        { messageId: "noName" },
        { messageId: "notListItem" },
      ],
    },
    { name: "no crumbs", html: crumbs([]), reports: [{ messageId: "noItems" }] },
  ],
  review: [
    {
      html: crumbs([{ "@type": "ListItem", position: 1, name: "Home", item: "https://a.example/" }]),
      reports: [{ messageId: "singleCrumb", line: 1 }],
    },
  ],
  notApplicable: ["<p>none</p>"],
})
