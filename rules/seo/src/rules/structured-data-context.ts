import { asList, defineRule, type JsonLdBlock } from "@svc/core"

const SCHEMA_ORG = /^https?:\/\/(?:www\.)?schema\.org\/?$/i

/** True when a `@context` value makes schema.org the vocabulary (a URL, an object with `@vocab`, or a list holding one). */
const namesSchemaOrg = (context: unknown): boolean =>
  asList(context).some(
    (entry) =>
      (typeof entry === "string" && SCHEMA_ORG.test(entry.trim())) ||
      (typeof entry === "object" &&
        entry !== null &&
        typeof (entry as Record<string, unknown>)["@vocab"] === "string" &&
        SCHEMA_ORG.test(((entry as Record<string, unknown>)["@vocab"] as string).trim())),
  )

/** The objects at the top of a block: the value itself, or the items of a top-level array. */
const roots = (block: JsonLdBlock): Array<Readonly<Record<string, unknown>>> =>
  asList(block.value).filter(
    (value): value is Readonly<Record<string, unknown>> =>
      typeof value === "object" && value !== null && !Array.isArray(value),
  )

export default defineRule({
  id: "structured-data-context",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  symptomOf: ["structured-data"],
  label: "JSON-LD declares schema.org as its vocabulary",
  fix: 'Start every top-level JSON-LD object with "@context": "https://schema.org"; without it the types and properties are not schema.org\'s and search engines skip them.',
  messages: {
    noContext: "A JSON-LD object has no @context, so its types and properties are not schema.org's.",
    otherContext: "A JSON-LD object has @context {context}, not schema.org.",
  },
  check: ({ structuredData }, { notApplicable, report }) => {
    const blocks = structuredData.jsonLd.filter((block) => block.error === null && roots(block).length > 0)
    if (blocks.length === 0) return notApplicable("The page has no readable JSON-LD.")
    for (const block of blocks)
      for (const root of roots(block)) {
        const context = root["@context"]
        if (namesSchemaOrg(context)) continue
        const type = typeof root["@type"] === "string" ? (root["@type"] as string) : null
        if (context === undefined) report("noContext", { at: block.location, subject: type })
        else {
          const shown = JSON.stringify(context).slice(0, 60)
          report("otherContext", { at: block.location, subject: type, data: { context: shown } })
        }
      }
  },
})
