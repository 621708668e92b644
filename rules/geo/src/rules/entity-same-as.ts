import { defineRule } from "@svc/core"
import { describeNode, isOrganization, isPerson, isUrlValue, text, valuesOf } from "../schema-types"

export default defineRule({
  id: "entity-same-as",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes"],
  label: "Declared organizations and people link to their profiles elsewhere (sameAs)",
  fix: "Add `sameAs` to each Organization and Person you declare: absolute URLs of the same entity on Wikidata, Wikipedia, LinkedIn, Crunchbase, the business register or official social profiles. It ties the page to an entity answer engines already know.",
  check: ({ schemaNodes }, { fail, notApplicable, pass, review }) => {
    const entities = schemaNodes.nodes.filter(
      (node) => node.topLevel && (isOrganization(node) || isPerson(node)) && text(node, "name") !== null,
    )
    if (entities.length === 0)
      return notApplicable("The page declares no named Organization or Person in its own right.")
    const linked = (node: (typeof entities)[number]) => {
      const values = valuesOf(node.properties.sameAs)
      return values.length > 0 && values.every(isUrlValue)
    }
    const unlinked = entities.filter((node) => !linked(node))
    const list = unlinked
      .slice(0, 3)
      .map((node) => `${describeNode(node)} (line ${node.location.line})`)
      .join(", ")
    if (unlinked.length === entities.length)
      return fail(`No declared entity has a usable sameAs: ${list}.`, { at: unlinked[0]?.location })
    if (unlinked.length > 0)
      return review(`Some declared entities have no usable sameAs: ${list}.`, { at: unlinked[0]?.location })
    return pass()
  },
})
