import { readFileSync } from "node:fs"
import { join } from "node:path"
import { DEFAULT_WEIGHT } from "@svc/core"
import { checkPackConventions } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { experience } from "../src/index"

checkPackConventions(experience, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})

describe("experience pack texts and weights", () => {
  it("translates every rule's label and fix into Slovak and Spanish", () => {
    for (const rule of experience.rules)
      for (const locale of ["sk", "es"] as const) {
        const texts = experience.messages?.[locale]?.[rule.id]
        expect(texts?.label?.trim(), `${locale} label of ${rule.id}`).toBeTruthy()
        expect(texts?.fix?.trim(), `${locale} fix of ${rule.id}`).toBeTruthy()
      }
  })

  it("gives a one-line reason for every weight above the default", () => {
    const source = readFileSync(join(import.meta.dirname, "../src/index.ts"), "utf8")
    for (const [id, weight] of Object.entries(experience.weights ?? {})) {
      if (weight <= DEFAULT_WEIGHT) continue
      const line = source
        .split("\n")
        .find((text) => text.includes(`"${id}":`) || text.trim().startsWith(`${id}:`))
      expect(line, `weight line of ${id}`).toMatch(/\/\/ \S.{10,}/)
    }
  })

  it("feeds only the experience part, every rule decided by Lighthouse alone", () => {
    expect(experience.part).toBe("experience")
    for (const rule of experience.rules) {
      expect(rule.part, rule.id).toBeUndefined()
      expect(rule.check, rule.id).toBeUndefined()
      expect(rule.sameAs?.length, rule.id).toBeGreaterThan(0)
    }
  })
})
