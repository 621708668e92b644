import { readFileSync } from "node:fs"
import { join } from "node:path"
import { DEFAULT_WEIGHT } from "@svc/core"
import { checkPackConventions } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { technical } from "../src/index"

checkPackConventions(technical, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})

describe("technical pack texts and weights", () => {
  it("translates every rule's label and fix into Slovak and Spanish", () => {
    for (const rule of technical.rules)
      for (const locale of ["sk", "es"] as const) {
        const texts = technical.messages?.[locale]?.[rule.id]
        expect(texts?.label?.trim(), `${locale} label of ${rule.id}`).toBeTruthy()
        expect(texts?.fix?.trim(), `${locale} fix of ${rule.id}`).toBeTruthy()
      }
  })

  it("gives a one-line reason for every weight above the default", () => {
    const source = readFileSync(join(import.meta.dirname, "../src/index.ts"), "utf8")
    for (const [id, weight] of Object.entries(technical.weights ?? {})) {
      if (weight <= DEFAULT_WEIGHT) continue
      const line = source
        .split("\n")
        .find((text) => text.includes(`"${id}":`) || text.trim().startsWith(`${id}:`))
      expect(line, `weight line of ${id}`).toMatch(/\/\/ \S.{10,}/)
    }
  })

  it("has at least 30 rules, every Lighthouse-id rule merged with its audit", () => {
    expect(technical.rules.length).toBeGreaterThanOrEqual(30)
    for (const rule of technical.rules)
      if (rule.sameAs !== undefined) expect(rule.sameAs, rule.id).toContain(rule.id)
  })
})
