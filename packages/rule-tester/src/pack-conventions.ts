import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { createRegistry, type Pack } from "@svc/core"
import { describe, expect, it } from "vitest"
import { escapeRegExp } from "./escape-reg-exp"

export interface PackConventionOptions {
  /** Folder of the rule files: one `<id>.ts` per rule. */
  readonly rulesDir: string
  /** Folder of the rule pages: one `<id>.md` per rule. */
  readonly docsDir: string
  /** Folder of the rule tests: one `<id>.test.ts` per rule. */
  readonly testsDir: string
}

/** What a pack's `src` holds, in every pack: the pack, its rules, its helpers (if any), its catalogues. */
const PACK_LAYOUT = ["index.ts", "lib", "messages", "rules"]
const CATALOGUES = ["es.ts", "sk.ts"]

/**
 * Meta-tests of a pack: it keeps the one pack layout, forms a valid registry, every rule (page or site
 * rule) lives in a file named after its id, has a test file, a documentation page and a Slovak and a
 * Spanish label and fix, and every rule file is registered. Every rule with a check of its own runs through the
 * RuleTester in its test file, whose full-audit stage requires a failing case listed in the result;
 * every site rule through the SiteRuleTester.
 */
export const checkPackConventions = (pack: Pack, options: PackConventionOptions): void => {
  describe(`pack ${pack.id} conventions`, () => {
    it("keeps the one pack layout: src/ holds index.ts, rules/, lib/ (if any) and messages/ with sk.ts and es.ts", () => {
      const source = dirname(options.rulesDir)
      const entries = readdirSync(source).sort()
      expect(
        entries.filter((entry) => !PACK_LAYOUT.includes(entry)),
        `extra entries in ${source}`,
      ).toEqual([])
      expect(entries.filter((entry) => entry !== "lib")).toEqual(["index.ts", "messages", "rules"])
      expect(readdirSync(join(source, "messages")).sort()).toEqual(CATALOGUES)
    })
    it("forms a valid registry on its own", () => {
      expect(() => createRegistry([pack])).not.toThrow()
    })
    const siteRules = pack.siteRules ?? []
    const ids = [...pack.rules, ...siteRules].map((rule) => rule.id).sort()
    it("registers every rule file, and only those", () => {
      const files = readdirSync(options.rulesDir)
        .filter((name) => name.endsWith(".ts"))
        .map((name) => name.slice(0, -3))
        .sort()
      expect(ids).toEqual(files)
    })
    for (const rule of [...pack.rules].sort((a, b) => a.id.localeCompare(b.id))) {
      const { id } = rule
      const testFile = join(options.testsDir, `${id}.test.ts`)
      it(`${id} has a test file and a documentation page`, () => {
        expect(existsSync(testFile), `${id}.test.ts`).toBe(true)
        expect(existsSync(join(options.docsDir, `${id}.md`)), `docs page ${id}.md`).toBe(true)
      })
      // A rule decided by measurements alone (no check) is tested by its pack's measurement tester.
      if (rule.check !== undefined)
        it(`${id} is run through the RuleTester, so a failing case of it is a finding of the full audit`, () => {
          expect(
            runsTester(existsSync(testFile) ? readFileSync(testFile, "utf8") : "", id, "RuleTester"),
          ).toBe(true)
        })
      it(`${id} is translated to Slovak and Spanish`, () => {
        for (const locale of ["sk", "es"] as const) {
          const texts = pack.messages?.[locale]?.[id]
          expect(texts?.label?.trim(), `${locale} label`).toBeTruthy()
          expect(texts?.fix?.trim(), `${locale} fix`).toBeTruthy()
        }
      })
    }
    for (const rule of [...siteRules].sort((a, b) => a.id.localeCompare(b.id))) {
      const { id } = rule
      const testFile = join(options.testsDir, `${id}.test.ts`)
      it(`site rule ${id} has a test file that runs it through the SiteRuleTester, and a documentation page`, () => {
        expect(existsSync(join(options.docsDir, `${id}.md`)), `docs page ${id}.md`).toBe(true)
        expect(
          runsTester(existsSync(testFile) ? readFileSync(testFile, "utf8") : "", id, "SiteRuleTester"),
        ).toBe(true)
      })
      it(`site rule ${id} is translated to Slovak and Spanish`, () => {
        for (const locale of ["sk", "es"] as const) {
          const texts = pack.messages?.[locale]?.[id]
          expect(texts?.label?.trim(), `${locale} label`).toBeTruthy()
          expect(texts?.fix?.trim(), `${locale} fix`).toBeTruthy()
        }
      })
    }
  })
}

/** Whether a test file imports the rule `id` and hands it to a `tester`'s `run` (RuleTester, or SiteRuleTester for a site rule). */
const runsTester = (source: string, id: string, tester: "RuleTester" | "SiteRuleTester"): boolean => {
  const imported = new RegExp(`import (\\w+)[^"]* from "\\.\\./src/rules/${escapeRegExp(id)}"`).exec(
    source,
  )?.[1]
  return (
    imported !== undefined &&
    new RegExp(`\\b${tester}\\b`).test(source) &&
    new RegExp(`\\.run\\(\\s*${imported}\\b`).test(source)
  )
}
