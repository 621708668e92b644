import { join } from "node:path"
import { auditSnapshot } from "@svc/core"
import {
  checkPackMessages,
  expectItemsTranslated,
  ofPack,
  RuleTester,
  snapshotOfCase,
  templatePattern,
  templateWords,
} from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { example } from "../src/index"
import { MAX_ROBOTS_BYTES } from "../src/rules/robots-txt-size"

checkPackMessages(example, { rulesDir: join(import.meta.dirname, "../src/rules") })

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
const englishPatterns = englishTemplates.map(templatePattern)
/** The words of the English templates, and core's note on hidden symptoms. */
const englishWords = [...englishTemplates.flatMap(templateWords), "Also explained by this"]

describe.each(["sk", "es"] as const)(
  "%s audits of pages that fail every check of the example pack",
  (locale) => {
    const registry = RuleTester.defaultRegistry()
    const findings = pages.flatMap((page) =>
      auditSnapshot(snapshotOfCase(page, page.html), { registry, locale }).findings.filter(ofPack(example)),
    )

    it("lists every message of the pack, each item in the audit's language and none in English", () => {
      expect(findings.map((finding) => finding.id).sort()).toEqual(
        ["robots-txt-size", "theme-color", "theme-color", "theme-color-valid"].sort(),
      )
      expect(findings.find((finding) => finding.id === "theme-color-valid")?.items).toHaveLength(2)
      for (const finding of findings) {
        const translated = Object.values(example.messages?.[locale]?.[finding.id]?.messages ?? {}).map(
          templatePattern,
        )
        expect(finding.items?.length, `${finding.id} items`).toBeGreaterThan(0)
        expectItemsTranslated(finding, { english: englishPatterns, translated })
        // The evidence sums up the items and the symptoms hidden under the finding, all in the locale.
        for (const words of englishWords)
          expect(finding.evidence, `${finding.id} evidence`).not.toContain(words)
      }
    })
  },
)
