import { defineRule } from "@svc/core"
import { describeNode, isOrganization, isPerson, isUrlValue, text } from "../schema-types"

export default defineRule({
  id: "organization-entity",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes", "pageType"],
  label: "The home and about pages say who is behind the site",
  fix: "Describe the publisher in JSON-LD on the home and about pages: an `Organization` (or `LocalBusiness`, or `Person` for a personal site) with `name`, `url`, `logo` and `sameAs` links to its profiles. Answer engines use it to know whom they are quoting.",
  check: ({ schemaNodes, pageType }, { fail, notApplicable, pass, review }) => {
    if (pageType.type !== "home" && pageType.type !== "about")
      return notApplicable("Only the home and about pages must describe the publisher.")
    const entities = schemaNodes.nodes.filter(
      (node) => isOrganization(node) || (node.topLevel && isPerson(node)),
    )
    if (entities.length === 0)
      return fail(`The ${pageType.type} page declares no Organization, LocalBusiness or Person in JSON-LD.`)
    const named = entities.filter((node) => text(node, "name") !== null)
    const unnamed = entities[0]
    if (named.length === 0 && unnamed !== undefined)
      return fail(`${describeNode(unnamed)} (line ${unnamed.location.line}) has no name.`, {
        at: unnamed.location,
      })
    const entity = named.find((node) => node.topLevel) ?? named[0]
    if (entity === undefined) return pass()
    const missing = [
      ...(isUrlValue(entity.properties.url) ? [] : ["url"]),
      ...(isOrganization(entity) && !isUrlValue(entity.properties.logo) ? ["logo"] : []),
    ]
    if (missing.length > 0)
      return review(
        `${describeNode(entity)} (line ${entity.location.line}) has no ${missing.join(" or ")}.`,
        {
          at: entity.location,
        },
      )
    return pass()
  },
})
