import { asList, defineRule, describeNode, isOrganizationType, namesHttpUrl, textOf } from "@svc/core"

export default defineRule({
  id: "entity-same-as",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes"],
  label: "Declared organizations and people link to their profiles elsewhere (sameAs)",
  fix: "Add `sameAs` to each Organization and Person you declare: absolute URLs of the same entity on Wikidata, Wikipedia, LinkedIn, Crunchbase, the business register or official social profiles. It ties the page to an entity answer engines already know.",
  messages: {
    noSameAs: "{entity} has no usable sameAs linking it to its profiles elsewhere.",
  },
  check: ({ schemaNodes }, { notApplicable, pass, report, review }) => {
    const entities = schemaNodes.nodes.filter(
      (node) =>
        node.topLevel &&
        (node.types.some(isOrganizationType) || node.types.includes("Person")) &&
        textOf(node.properties, "name") !== null,
    )
    if (entities.length === 0)
      return notApplicable("The page declares no named Organization or Person in its own right.")
    const linked = (node: (typeof entities)[number]) => {
      const values = asList(node.properties.sameAs)
      return values.length > 0 && values.every(namesHttpUrl)
    }
    const unlinked = entities.filter((node) => !linked(node))
    if (unlinked.length === 0) return pass()
    for (const node of unlinked)
      report("noSameAs", {
        at: node.location,
        subject: describeNode(node.properties),
        data: { entity: describeNode(node.properties) },
      })
    // Some entities tied to their profiles and some not is for a person to judge; none tied is a failure.
    return unlinked.length === entities.length ? undefined : review()
  },
})
