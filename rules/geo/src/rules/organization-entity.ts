import { defineRule, describeNode, isOrganizationType, namesHttpUrl, textOf } from "@svc/core"

export default defineRule({
  id: "organization-entity",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes", "pageType"],
  label: "The home and about pages say who is behind the site",
  fix: "Describe the publisher in JSON-LD on the home and about pages: an `Organization` (or `LocalBusiness`, or `Person` for a personal site) with `name`, `url`, `logo` and `sameAs` links to its profiles. Answer engines use it to know whom they are quoting.",
  messages: {
    noEntity: "The page declares no Organization, LocalBusiness or Person in JSON-LD.",
    unnamed: "{entity} has no name.",
    noUrl: "{entity} has no url.",
    noLogo: "{entity} has no logo.",
  },
  check: ({ schemaNodes, pageType }, { notApplicable, pass, report, review }) => {
    if (pageType.type !== "home" && pageType.type !== "about")
      return notApplicable("Only the home and about pages must describe the publisher.")
    const entities = schemaNodes.nodes.filter(
      (node) => node.types.some(isOrganizationType) || (node.topLevel && node.types.includes("Person")),
    )
    const unnamed = entities[0]
    if (unnamed === undefined) return report("noEntity")
    const named = entities.filter((node) => textOf(node.properties, "name") !== null)
    if (named.length === 0)
      return report("unnamed", {
        at: unnamed.location,
        subject: describeNode(unnamed.properties),
        data: { entity: describeNode(unnamed.properties) },
      })
    const entity = named.find((node) => node.topLevel) ?? named[0]
    if (entity === undefined) return pass()
    const noUrl = !namesHttpUrl(entity.properties.url)
    const noLogo = entity.types.some(isOrganizationType) && !namesHttpUrl(entity.properties.logo)
    if (!noUrl && !noLogo) return pass()
    const options = {
      at: entity.location,
      subject: describeNode(entity.properties),
      data: { entity: describeNode(entity.properties) },
    }
    if (noUrl) report("noUrl", options)
    if (noLogo) report("noLogo", options)
    return review()
  },
})
