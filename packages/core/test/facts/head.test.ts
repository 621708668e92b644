import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

describe("head facts", () => {
  it("finds metas by name, property and http-equiv, case-insensitively, only in <head>", () => {
    const head = factOf(
      "head",
      `<html><head>
<meta name="Description" content="Fresh bread">
<meta property="og:title" content="Bread">
<meta http-equiv="Content-Language" content="sk">
<title> Bread   in
 Košice </title>
</head><body><p>x</p><meta name="robots" content="noindex"></body></html>`,
    )
    expect(head.meta("description")).toMatchObject({
      content: "Fresh bread",
      inHead: true,
      location: { line: 2, column: 1 },
    })
    expect(head.property("OG:TITLE")?.content).toBe("Bread")
    expect(head.httpEquiv("content-language")?.content).toBe("sk")
    expect(head.title).toBe("Bread in Košice")
    expect(head.meta("robots")).toBeUndefined()
    expect(head.metas.find((meta) => meta.name === "robots")).toMatchObject({
      inHead: false,
      location: { line: 7 },
    })
  })

  it("sees a meta that parse5 pushed into <body> as outside the head", () => {
    const head = factOf(
      "head",
      '<html><head><title>t</title><div>early body</div><meta name="description" content="late"></head></html>',
    )
    expect(head.meta("description")).toBeUndefined()
    expect(head.metas[0]).toMatchObject({ name: "description", inHead: false })
  })

  it("ignores an SVG title and keeps titles outside <head> apart", () => {
    const head = factOf("head", "<body><svg><title>Icon</title></svg><title>Late</title></body>")
    expect(head.titles).toEqual([{ text: "Late", location: { line: 1, column: 37 }, inHead: false }])
    expect(head.title).toBeNull()
  })

  it("resolves links against <base href>", () => {
    const head = factOf(
      "head",
      '<head><base href="https://cdn.example/app/"><link rel="Canonical Alternate" href="page"><link rel="icon"></head>',
      { url: "https://example.com/a/b" },
    )
    expect(head.baseUrl).toBe("https://cdn.example/app/")
    expect(head.linksWithRel("canonical")).toMatchObject([
      { url: "https://cdn.example/app/page", rel: ["canonical", "alternate"] },
    ])
    expect(head.linksWithRel("icon")[0]?.url).toBeNull()
  })
})
