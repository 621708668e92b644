import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { type Pack, placeholdersOf } from "@svc/core"
import { describe, expect, it } from "vitest"
import { escapeRegExp } from "./escape-reg-exp"

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/

/** A message template as a pattern that matches any sentence written from it, whatever the data. */
export const templatePattern = (template: string): RegExp =>
  new RegExp(`^${template.split(PLACEHOLDER).map(escapeRegExp).join("[\\s\\S]*")}$`)

/**
 * The words of a template between its placeholders, markup aside, where they are long enough to tell
 * a language ("is not a CSS colour."): a text in another locale must contain none of them.
 */
export const templateWords = (template: string): ReadonlyArray<string> =>
  template
    .split(PLACEHOLDER)
    .map((part) => part.replace(/<[^>]*>|<[^>]*$|^[^<]*>/g, "").trim())
    .filter((words) => words.length >= 8)

const locales = ["sk", "es"] as const

/**
 * Every item of a finding is written in the audit's language: from one of its rule's translated
 * templates, and from none of the pack's English ones.
 */
export const expectItemsTranslated = (
  finding: { readonly id: string; readonly items?: ReadonlyArray<{ readonly message: string }> | undefined },
  patterns: { readonly english: ReadonlyArray<RegExp>; readonly translated: ReadonlyArray<RegExp> },
): void => {
  for (const item of finding.items ?? []) {
    const said = `${finding.id}: "${item.message}"`
    expect(
      patterns.english.some((pattern) => pattern.test(item.message)),
      said,
    ).toBe(false)
    expect(
      patterns.translated.some((pattern) => pattern.test(item.message)),
      said,
    ).toBe(true)
  }
}

/**
 * Meta-tests of a pack's messages: no rule file speaks in a sentence of its own (`fail("…")`,
 * `review("…")`); every rule declares messages; the pack's Slovak and Spanish catalogues translate
 * every message with the same placeholders, and not in English.
 */
export const checkPackMessages = (pack: Pack, options: { readonly rulesDir: string }): void => {
  describe(`pack ${pack.id} messages`, () => {
    it("has no rule that speaks in a hand-built sentence", () => {
      for (const file of readdirSync(options.rulesDir).filter((name) => name.endsWith(".ts"))) {
        const source = readFileSync(join(options.rulesDir, file), "utf8")
        expect(source, `${file} calls fail(…)`).not.toMatch(/\bfail\s*\(/)
        expect(source, `${file} calls review(…) with evidence`).not.toMatch(/\breview\s*\(\s*[^)\s]/)
      }
    })

    it("gives every rule messages, each translated into Slovak and Spanish with the same placeholders", () => {
      for (const rule of [...pack.rules, ...(pack.siteRules ?? [])]) {
        const english = Object.entries(rule.messages ?? {})
        expect(english.length, `${rule.id} declares messages`).toBeGreaterThan(0)
        for (const locale of locales) {
          const translated = pack.messages?.[locale]?.[rule.id]?.messages ?? {}
          expect(Object.keys(translated).sort(), `${locale} message ids of ${rule.id}`).toEqual(
            english.map(([id]) => id).sort(),
          )
          for (const [id, template] of english) {
            const translation = translated[id] ?? ""
            expect(translation.trim(), `${locale} ${rule.id}.${id}`).not.toBe("")
            expect(translation, `${locale} ${rule.id}.${id} is still English`).not.toBe(template)
            expect(
              [...placeholdersOf(translation)].sort(),
              `${locale} placeholders of ${rule.id}.${id}`,
            ).toEqual([...placeholdersOf(template)].sort())
          }
        }
      }
    })
  })
}

/** Whether a finding is one of `pack`'s rules: a pack's message tests audit with every pack and read their own. */
export const ofPack =
  (pack: Pack) =>
  (finding: { readonly id: string }): boolean =>
    pack.rules.some((rule) => rule.id === finding.id)
