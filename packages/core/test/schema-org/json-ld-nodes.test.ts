import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SchemaNodeFacts } from "../../src/facts/ai-readiness-facts"
import type { ExtractionContext } from "../../src/facts/extraction"
import type { StructuredDataFacts } from "../../src/facts/page-facts"
import { extractSchemaNodes } from "../../src/facts/schema-node-facts"
import { jsonLdObjectsOf } from "../../src/facts/structured-data-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { describeNode } from "../../src/schema-org/describe-node"
import { allNodes, describedNodes } from "../../src/schema-org/located-nodes"
import { PRODUCT_TYPES } from "../../src/schema-org/product-types"
import { asList, namesHttpUrl, numberOf, textOf, urlOf } from "../../src/schema-org/property-values"
import { typesOf } from "../../src/schema-org/type-names"
import { factOf } from "../facts/facts-of"

/** The JSON-LD nodes of one block holding `value`, as the schemaNodes extractor finds them. */
const factsOf = (value: unknown): SchemaNodeFacts => {
  const structuredData: StructuredDataFacts = {
    jsonLd: [
      { location: { line: 3, column: 1 }, raw: "", value, error: null, ...jsonLdObjectsOf(value), types: [] },
    ],
    microdataTypes: [],
    types: [],
  }
  const facts = extractSchemaNodes({ get: () => structuredData } as unknown as ExtractionContext)
  if (isUnavailable(facts)) throw new Error("schemaNodes unavailable")
  return facts
}

describe("JSON-LD nodes", () => {
  it("find typed nodes at any depth without recursion, and say where they hang", () => {
    let value: Record<string, unknown> = { "@type": "Product", name: "deep" }
    for (let depth = 0; depth < 10_000; depth++) value = { "@type": "WebPage", mainEntity: value }
    const nodes = allNodes(factsOf(value))
    expect(nodes).toHaveLength(10_001)
    expect(nodes.at(-1)).toMatchObject({ properties: { name: "deep" }, via: "mainEntity" })
  })

  it("skip @context definitions and bare references", () => {
    const nodes = allNodes(
      factsOf({
        "@context": { "@vocab": "https://schema.org/", x: { "@type": "@id" } },
        "@graph": [
          { "@type": "Organization", name: "A" },
          { "@id": "#org", "@type": "Organization" },
        ],
      }),
    )
    expect(nodes.map(({ properties, via }) => [properties.name, via])).toEqual([["A", null]])
  })

  it("read JSON-LD lists, sets and value objects", () => {
    expect(asList({ "@list": ["a", { "@value": "b" }] })).toEqual(["a", "b"])
    expect(asList({ "@set": "a" })).toEqual(["a"])
    expect(urlOf({ "@value": " https://a.example/ " })).toBe("https://a.example/")
    expect(typesOf({ "@type": ["https://schema.org/Product", "schema:Offer", " "] })).toEqual([
      "Product",
      "Offer",
    ])
  })

  it("never throw on any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void allNodes(factsOf(value))))
  })

  it("leave out products the page only refers to (a product as itemReviewed, a brand)", () => {
    const nodes = describedNodes(
      factsOf({
        "@type": "Review",
        itemReviewed: { "@type": "Product", name: "elsewhere" },
        about: { "@type": "Product", name: "also elsewhere" },
        mainEntity: { "@type": "Product", name: "here" },
      }),
      PRODUCT_TYPES,
    )
    expect(nodes.map(({ properties }) => properties.name)).toEqual(["here"])
  })
})

describe("property values", () => {
  it("read the first text or number, ignoring blanks, in lists and value objects", () => {
    expect(textOf({ name: ["", " Anvil "] }, "name")).toBe("Anvil")
    expect(textOf({ name: { "@value": "Anvil" } }, "name")).toBe("Anvil")
    expect(textOf({ ratingValue: 4.5 }, "ratingValue")).toBe("4.5")
    expect(textOf({ name: { "@id": "#x" } }, "name")).toBeNull()
    expect(numberOf(" 4.5 ")).toBe(4.5)
    expect(numberOf("4,5")).toBeNull()
  })

  it("know a value that names an absolute http(s) URL", () => {
    expect(namesHttpUrl("https://www.wikidata.org/wiki/Q42")).toBe(true)
    expect(namesHttpUrl({ "@id": "https://example.com/#org" })).toBe(true)
    expect(namesHttpUrl({ url: "https://example.com/" })).toBe(true)
    for (const value of ["/about", "//example.com/", "Example Ltd", "https://", null, 42])
      expect(namesHttpUrl(value), String(value)).toBe(false)
  })
})

describe("describeNode", () => {
  it("names a node by its type and name, else its @id, else its type alone", () => {
    expect(describeNode({ "@type": "schema:Product", name: "Executive Anvil" })).toBe(
      'Product "Executive Anvil"',
    )
    expect(describeNode({ "@type": "Article", headline: "x".repeat(80) })).toMatch(/^Article "x{49}…"$/)
    expect(describeNode({ "@type": "Person", "@id": "#jane" })).toBe("Person #jane")
    expect(describeNode({ "@type": ["Organization", "Corporation"] })).toBe("Organization")
    expect(describeNode({})).toBe("node")
  })
})

describe("the facts in core read types the same way", () => {
  it("strip every schema.org prefix, `schema:` included", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"schema:Organization","name":"A",
"member":{"@list":[{"@type":"http://schema.org/Person","name":"Jane"}]}}</script>`
    expect(factOf("structuredData", html).types).toEqual(["Organization"])
    expect(factOf("schemaNodes", html).nodes.map((node) => [node.types, node.topLevel])).toEqual([
      [["Organization"], true],
      [["Person"], false],
    ])
  })
})
