import type { StructuredDataFacts } from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { allNodes, asList, typesOf, urlOf } from "../../src/lib/schema"

const factsOf = (value: unknown): StructuredDataFacts => ({
  jsonLd: [{ location: { line: 3, column: 1 }, raw: "", value, error: null, nodes: [], types: [] }],
  microdataTypes: [],
  types: [],
})

describe("JSON-LD helpers", () => {
  it("find typed nodes at any depth without recursion, and say where they hang", () => {
    let value: Record<string, unknown> = { "@type": "Product", name: "deep" }
    for (let depth = 0; depth < 10_000; depth++) value = { "@type": "WebPage", mainEntity: value }
    const nodes = allNodes(factsOf(value))
    expect(nodes).toHaveLength(10_001)
    expect(nodes.at(-1)).toMatchObject({ node: { name: "deep" }, via: "mainEntity" })
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
    expect(nodes.map(({ node, via }) => [node.name, via])).toEqual([["A", null]])
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
})
