import type { Locale } from "@svc/contract"
import { type MessageKey, message, messageKeys } from "@svc/core"
import { describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"

const pages = [
  "fixtures/sites/bakery/index.html",
  "fixtures/sites/bakery/about.html",
  "fixtures/pages/well-built-article.html",
]

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A catalog text as a pattern: its `{placeholders}` match anything, its words only as whole words. */
const patternOf = (template: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}])${template
      .split(/\{[A-Za-z][A-Za-z0-9]*\}/)
      .map(escapeRegExp)
      .join(".*?")}(?![\\p{L}])`,
    "u",
  )

/**
 * The words the report writes itself: without the page's and the rules' words (quoted texts, a finding's
 * evidence, items and fix on its indented lines, its rule id and label, and paths and URLs).
 */
const reportOwnWords = (stdout: string): string =>
  stdout
    .split("\n")
    .filter((line) => !line.startsWith("      "))
    .map((line) =>
      line
        .replace(/"[^"]*"/g, '""')
        .replace(/\S*\/\S*/g, "")
        .replace(/^(\s+[✗?]\s+\S+)\s+[a-z][\w-]*\s\s.*$/u, "$1"),
    )
    .join("\n")

const cliKeys = messageKeys.filter((key) => key.startsWith("cli.") || key.startsWith("level."))

/** The texts every audit of these pages writes (the Lighthouse line needs Lighthouse, off in tests). */
const written: ReadonlyArray<MessageKey> = [
  "cli.page",
  "cli.words",
  "cli.checks",
  "cli.checksRun",
  "cli.at",
  "cli.asUrl",
  "cli.source.suggested",
  "cli.match",
  "cli.pageType.home",
  "cli.pageType.article",
  "cli.siteScore",
  "cli.mean",
  "cli.uniquePages",
]

describe("the human report in Slovak and Spanish (a real process)", { timeout: 120_000 }, () => {
  it.each<Locale>(["sk", "es"])("--locale %s writes none of the English report texts", async (locale) => {
    const run = await runSvc(["audit", ...pages, "--locale", locale])
    const own = reportOwnWords(run.stdout)
    for (const key of cliKeys) {
      const english = message("en", key)
      if (english === message(locale, key)) continue
      expect(own, `${key}: "${english}"`).not.toMatch(patternOf(english))
    }
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(message(locale, key)))
    expect(run.code).toBe(2)
  })

  it("--locale en writes the English texts", async () => {
    const run = await runSvc(["audit", ...pages])
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(message("en", key)))
    expect(run.stdout).toMatch(/^Page: .* · home · \d+ words \(\d+ in the main content\)/m)
  })
})
