import { readFileSync } from "node:fs"
import { join } from "node:path"
import { DEFAULT_WEIGHT } from "@svc/core"
import { checkPackConventions } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { geo } from "../src/index"

checkPackConventions(geo, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})

describe("GEO pack texts and weights", () => {
  it("has at least 30 rules, all feeding the ai part in the geo category", () => {
    expect(geo.rules.length).toBeGreaterThanOrEqual(30)
    expect(geo.part).toBe("ai")
    for (const rule of geo.rules) expect([rule.part, rule.category], rule.id).toEqual([undefined, "geo"])
  })

  it("translates every rule's label and fix into Slovak and Spanish", () => {
    for (const rule of geo.rules)
      for (const locale of ["sk", "es"] as const) {
        const texts = geo.messages?.[locale]?.[rule.id]
        expect(texts?.label?.trim(), `${locale} label of ${rule.id}`).toBeTruthy()
        expect(texts?.fix?.trim(), `${locale} fix of ${rule.id}`).toBeTruthy()
      }
  })

  it("gives a one-line reason for every weight above the default", () => {
    const source = readFileSync(join(import.meta.dirname, "../src/index.ts"), "utf8")
    for (const [id, weight] of Object.entries(geo.weights ?? {})) {
      if (weight <= DEFAULT_WEIGHT) continue
      const line = source
        .split("\n")
        .find((text) => text.includes(`"${id}":`) || text.trim().startsWith(`${id}:`))
      expect(line, `weight line of ${id}`).toMatch(/\/\/ \S.{10,}/)
    }
  })

  it("documents every rule with its reasons, its decision and its sources", () => {
    for (const rule of geo.rules) {
      const page = readFileSync(join(import.meta.dirname, `../../../docs/rules/${rule.id}.md`), "utf8")
      for (const part of ["**Why it matters.**", "**How it is decided.**", "**Fix.**", "**Sources.**"])
        expect(page, `${part} in ${rule.id}.md`).toContain(part)
    }
  })
})
