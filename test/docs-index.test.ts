import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { defaultPacks } from "@svc/audit"
import { DEFAULT_RULE_DOCS_URL, ruleDocsUrl, siteRuleDocsId } from "@svc/core"
import { example } from "@svc/rules-example"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")

/** The Markdown files a reader follows links through: the README and every page under docs/. */
const markdownFiles = (): ReadonlyArray<string> => [
  join(root, "README.md"),
  ...readdirSync(join(root, "docs"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => join(entry.parentPath, entry.name)),
]

/** Relative link targets of a Markdown text (anchors, web addresses and code left out). */
const relativeLinks = (markdown: string): ReadonlyArray<string> =>
  [
    ...markdown
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`\n]*`/g, "")
      .matchAll(/\]\(([^)#\s]+)(?:#[^)\s]*)?\)/g),
  ].flatMap((match) => {
    const target = match[1] ?? ""
    return /^[a-z][a-z0-9+.-]*:/i.test(target) ? [] : [target]
  })

describe("the README is an index", () => {
  it("stays short: at most 150 lines, the long parts in docs/", () => {
    expect(readFileSync(join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(
      150,
    )
  })

  it("and every relative link of the README and docs/ leads to a file that exists", () => {
    const broken: string[] = []
    for (const file of markdownFiles()) {
      for (const target of relativeLinks(readFileSync(file, "utf8"))) {
        if (!existsSync(resolve(dirname(file), decodeURIComponent(target))))
          broken.push(`${file.slice(root.length + 1)} → ${target}`)
      }
    }
    expect(broken).toEqual([])
  })
})

describe("every rule's docs link (reports, SARIF)", () => {
  it("leads to its page under docs/rules: a page rule's <id>.md, a site rule's site/<id>.md", () => {
    const published = DEFAULT_RULE_DOCS_URL.slice(0, DEFAULT_RULE_DOCS_URL.indexOf("docs/rules/"))
    const pageOf = (docsId: string) => join(root, (ruleDocsUrl(docsId) ?? "").slice(published.length))
    const missing: string[] = []
    for (const pack of defaultPacks) {
      for (const rule of pack.rules) if (!existsSync(pageOf(rule.id))) missing.push(rule.id)
      for (const rule of pack.siteRules ?? [])
        if (!existsSync(pageOf(siteRuleDocsId(rule.id)))) missing.push(siteRuleDocsId(rule.id))
    }
    expect(defaultPacks.some((pack) => (pack.siteRules ?? []).length > 0)).toBe(true)
    expect(missing).toEqual([])
  })
})

describe("docs/rules/README.md's table of packs", () => {
  it("counts the rules each pack has", () => {
    const index = readFileSync(join(root, "docs/rules/README.md"), "utf8")
    for (const pack of [...defaultPacks, example]) {
      const row = index.split("\n").find((line) => line.startsWith(`| \`${pack.id}\` |`))
      expect(row, pack.id).toBeDefined()
      expect(row?.split("|")[3]?.trim(), pack.id).toBe(String(pack.rules.length))
    }
  })
})
