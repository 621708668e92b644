import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { auditSnapshot, createRegistry, placeholdersOf } from "@svc/core"
import { snapshotOfCase } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { example } from "../src/index"
import { MAX_ROBOTS_BYTES } from "../src/rules/robots-txt-size"

const rulesDir = join(import.meta.dirname, "../src/rules")
const locales = ["sk", "es"] as const
const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/

/** A template as a pattern that matches any sentence written from it. */
const patternOf = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(PLACEHOLDER)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\s\\S]*")}$`,
  )

describe("example pack messages", () => {
  it("has no rule that speaks in a hand-built sentence", () => {
    for (const file of readdirSync(rulesDir).filter((name) => name.endsWith(".ts"))) {
      const source = readFileSync(join(rulesDir, file), "utf8")
      expect(source, `${file} calls fail(…)`).not.toMatch(/\bfail\s*\(/)
      expect(source, `${file} calls review(…) with evidence`).not.toMatch(/\breview\s*\(\s*[^)\s]/)
    }
  })

  it("gives every rule messages, each translated into Slovak and Spanish with the same placeholders", () => {
    for (const rule of example.rules) {
      const english = Object.entries(rule.messages ?? {})
      expect(english.length, `${rule.id} declares messages`).toBeGreaterThan(0)
      for (const locale of locales) {
        const translated = example.messages?.[locale]?.[rule.id]?.messages ?? {}
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

const line = "Disallow: /archiv/2019/\n"
const hugeRobots = `User-agent: *\n${line.repeat(Math.ceil(MAX_ROBOTS_BYTES / line.length) + 10)}`

/** Pages that fail every check of the pack between them (theme-color-valid is hidden while theme-color fails). */
const pages = [
  { html: "<head><title>Pekáreň</title></head>", robots: hugeRobots },
  {
    html: '<head>\n<meta name="theme-color" content="zelená">\n<meta name="theme-color" content="#12345"></head>',
  },
  { html: '<head><meta name="theme-color" content=" "></head>' },
]

const englishTemplates = example.rules.flatMap((rule) => Object.values(rule.messages ?? {}))
const englishPatterns = englishTemplates.map(patternOf)
/** The words of the English templates between placeholders (markup aside), and core's note on hidden symptoms. */
const englishFragments = [
  ...englishTemplates.flatMap((template) =>
    template
      .split(PLACEHOLDER)
      .map((part) => part.replace(/<[^>]*>|<[^>]*$|^[^<]*>/g, "").trim())
      .filter((words) => words.length >= 8),
  ),
  "Also explained by this",
]

describe.each(locales)("%s audits of pages that fail every check of the example pack", (locale) => {
  const registry = createRegistry([example])
  const findings = pages.flatMap(
    (page) => auditSnapshot(snapshotOfCase(page, page.html), { registry, locale }).findings,
  )

  it("lists every message of the pack, each item in the audit's language and none in English", () => {
    expect(findings.map((finding) => finding.id).sort()).toEqual(
      ["robots-txt-size", "theme-color", "theme-color", "theme-color-valid"].sort(),
    )
    expect(findings.find((finding) => finding.id === "theme-color-valid")?.items).toHaveLength(2)
    for (const finding of findings) {
      const translated = Object.values(example.messages?.[locale]?.[finding.id]?.messages ?? {}).map(
        patternOf,
      )
      expect(finding.items?.length, `${finding.id} items`).toBeGreaterThan(0)
      for (const text of (finding.items ?? []).map((item) => item.message)) {
        expect(
          englishPatterns.some((pattern) => pattern.test(text)),
          `${finding.id}: "${text}"`,
        ).toBe(false)
        expect(
          translated.some((pattern) => pattern.test(text)),
          `${finding.id}: "${text}"`,
        ).toBe(true)
      }
      // The evidence sums up the items and the symptoms hidden under the finding, all in the locale.
      for (const fragment of englishFragments)
        expect(finding.evidence, `${finding.id} evidence`).not.toContain(fragment)
    }
  })
})
