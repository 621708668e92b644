import { defineCatalog, message, messageKeys } from "@svc/core"
import { describe, expect, it } from "vitest"

describe("defineCatalog", () => {
  const text = defineCatalog({ hello: "Hello", bye: "Goodbye" }, { sk: { hello: "Ahoj" }, es: {} })

  it("gives the translation where there is one and English everywhere else", () => {
    expect(text("sk", "hello")).toBe("Ahoj")
    expect(text("sk", "bye")).toBe("Goodbye")
    expect(text("es", "hello")).toBe("Hello")
    expect(text("en", "hello")).toBe("Hello")
  })

  it("backs core's own words", () => {
    expect(message("sk", "findings")).toBe("Zistenia")
    expect(message("es", "score.seo")).toBe("SEO")
    for (const key of messageKeys) expect(message("en", key).length).toBeGreaterThan(0)
  })
})
