import { defineRule, textOf } from "@svc/core"

export default defineRule({
  id: "site-name",
  category: "geo",
  level: "low",
  appliesTo: "served",
  requires: ["head", "schemaNodes"],
  label: "The page names the site it belongs to",
  fix: 'Name the site on every page: `<meta property="og:site_name" content="Example Bakery">`, and a JSON-LD `WebSite` with `name` on the home page. Answer engines attribute quotes to a site by this name.',
  messages: {
    noSiteName: "The page names no site: no og:site_name, no JSON-LD WebSite name and no publisher name.",
  },
  check: ({ head, schemaNodes }, { pass, report }) => {
    if ((head.property("og:site_name")?.content ?? "").trim() !== "") return pass()
    if (schemaNodes.ofType("WebSite").some((node) => textOf(node.properties, "name") !== null)) return pass()
    if (schemaNodes.nodes.some((node) => textOf(node.properties, "publisher") !== null)) return pass()
    const publisher = schemaNodes.nodes
      .map((node) => schemaNodes.resolve(node.properties.publisher))
      .find((node) => node !== undefined && textOf(node.properties, "name") !== null)
    if (publisher) return pass()
    report("noSiteName")
  },
})
