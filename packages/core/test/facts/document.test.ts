import { describe, expect, it } from "vitest"
import { snapshotOfHtml } from "../../src/snapshot"
import { factOf } from "./facts-of"

describe("document facts", () => {
  it("reads doctype, mode, html attributes, duplicate ids and id references", () => {
    const document = factOf(
      "document",
      `<!DOCTYPE html>
<html lang="sk" dir="ltr"><head><meta charset="utf-8"></head>
<body><p id="a">x</p><p id="a">y</p><label for="name">Name</label><input aria-labelledby="a b"></body></html>`,
    )
    expect(document.doctype).toMatchObject({ name: "html", location: { line: 1, column: 1 } })
    expect(document.mode).toBe("no-quirks")
    expect(document.html).toMatchObject({ lang: "sk", dir: "ltr", location: { line: 2, column: 1 } })
    expect(document.duplicateIds).toEqual([
      {
        id: "a",
        locations: [
          { line: 3, column: 7 },
          { line: 3, column: 22 },
        ],
      },
    ])
    expect(document.idReferences.map((reference) => `${reference.attribute}:${reference.id}`)).toEqual([
      "for:name",
      "aria-labelledby:a",
      "aria-labelledby:b",
    ])
    expect(document.charsetDeclarations).toEqual([
      { charset: "utf-8", location: { line: 2, column: 33 }, byteOffset: 48 },
    ])
  })

  it("reads id references in document order, an element's ARIA ones before its label's, SVG labels too", () => {
    const document = factOf(
      "document",
      `<label for="a" aria-describedby=" b  c "><b id="x" aria-owns="d">x</b></label><label>no for</label>
<label for="">empty</label><svg><label for="e" aria-controls="f"/></svg><label for="g"></label><p id="x" id="y"></p>`,
    )
    expect(document.idReferences.map((reference) => `${reference.attribute}:${reference.id}`)).toEqual([
      "aria-describedby:b",
      "aria-describedby:c",
      "for:a",
      "aria-owns:d",
      "aria-controls:f",
      "for:e",
      "for:g",
    ])
    expect(document.duplicateIds.map(({ id, locations }) => [id, locations.length])).toEqual([["x", 2]])
  })

  it("reports quirks mode and parse errors", () => {
    const document = factOf("document", "<html><body><p>x</div>")
    expect(document.doctype).toBeNull()
    expect(document.mode).toBe("quirks")
    expect(document.parseErrors.map((error) => error.code)).toContain("missing-doctype")
  })

  it("strips a byte-order mark before parsing and says so", () => {
    const document = factOf("document", snapshotOfHtml("\uFEFF<!DOCTYPE html><html lang=en></html>"))
    expect(document.hadBom).toBe(true)
    expect(document.doctype?.name).toBe("html")
    expect(document.parseErrors).toEqual([])
  })
})
