import { locales } from "@svc/contract"
import { messageKeys } from "@svc/core"
import { reportTextKeys, textsIn } from "@svc/pdf"
import { describe, expect, it } from "vitest"

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort()

describe("the report's texts", () => {
  const english = textsIn("en")

  it("fill every placeholder the English text has, in every locale, and leave none unfilled", () => {
    for (const key of reportTextKeys) {
      const names = placeholders(english(key))
      const values = Object.fromEntries(names.map((name) => [name, `«${name}-value»`]))
      for (const locale of locales) {
        const text = textsIn(locale)(key, values)
        expect(text, `${locale} ${key}`).not.toMatch(/\{\w+\}/)
        for (const name of names) expect(text, `${locale} ${key}`).toContain(`«${name}-value»`)
      }
    }
  })

  it("translate the headings a reader sees first into Slovak and Spanish", () => {
    for (const key of [
      "report.kicker",
      "section.scores",
      "section.checks",
      "section.page",
      "findings",
    ] as const) {
      expect(textsIn("sk")(key), key).not.toBe(english(key))
      expect(textsIn("es")(key), key).not.toBe(english(key))
    }
  })

  it("reuse core's words for what core already names, and fall back to English where a text has no translation", () => {
    expect(textsIn("sk")("score.svc")).toBe("Hlavné skóre")
    expect(textsIn("es")("part.ai")).toBe("Búsqueda con IA")
    expect(textsIn("sk")("section.lighthouse")).toBe("Lighthouse")
    expect(messageKeys).toContain("findings")
    expect(reportTextKeys.some((key) => (messageKeys as ReadonlyArray<string>).includes(key))).toBe(false)
  })

  it("leave a value that looks like a placeholder alone", () => {
    expect(english("report.pageOf", { page: "{pages}", pages: 3 })).toBe("Page {pages} of 3")
  })
})
