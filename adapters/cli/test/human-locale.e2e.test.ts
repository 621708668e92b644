import type { Locale } from "@svc/contract"
import { type MessageKey, message } from "@svc/core"
import { describe, expect, it } from "vitest"
import { englishTextsIn, patternOf } from "./support/english-texts"
import { runSvc } from "./support/run-svc"

const pages = [
  "fixtures/sites/bakery/index.html",
  "fixtures/sites/bakery/about.html",
  "fixtures/pages/well-built-article.html",
]

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
    expect(englishTextsIn(run.stdout, locale)).toEqual([])
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(message(locale, key)))
    expect(run.code).toBe(2)
  })

  it("--locale en writes the English texts", async () => {
    const run = await runSvc(["audit", ...pages])
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(message("en", key)))
    expect(run.stdout).toMatch(/^Page: .* · home · \d+ words \(\d+ in the main content\)/m)
  })
})
