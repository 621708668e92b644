import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Locale } from "@svc/contract"
import { textsIn } from "@svc/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CliTextKey, cliText, say } from "../src/output/say"
import { englishTextsIn, patternOf } from "./support/english-texts"
import { runSvc, runSvcOnTerminal } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

const pages = [
  "fixtures/sites/bakery/index.html",
  "fixtures/sites/bakery/about.html",
  "fixtures/pages/well-built-article.html",
]

/** The texts every audit of these pages writes (the Lighthouse line needs Lighthouse, off in tests). */
const written: ReadonlyArray<CliTextKey> = [
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
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(cliText(locale, key)))
    expect(run.code).toBe(2)
  })

  it("--locale en writes the English texts", async () => {
    const run = await runSvc(["audit", ...pages])
    for (const key of written) expect(run.stdout, key).toMatch(patternOf(cliText("en", key)))
    expect(run.stdout).toMatch(/^Page: .* · home · \d+ words \(\d+ in the main content\)/m)
  })
})

let site: ServedSite
const directory = mkdtempSync(join(tmpdir(), "svc-cli-locale-"))
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(async () => {
  await site.close()
  rmSync(directory, { recursive: true, force: true })
})

describe("the lines svc writes besides the report, in Slovak and Spanish (a real process)", {
  timeout: 180_000,
}, () => {
  it.each<Locale>(["sk", "es"])(
    "--locale %s says in its language which reports were saved, which page could not be audited and why the gate failed",
    async (locale) => {
      const [home, robots] = [site.url("/"), site.url("/robots.txt")]
      const html = join(directory, `${locale}.html`)
      const pdf = join(directory, `${locale}.pdf`)
      const [files, json, gate, lowGate] = await Promise.all([
        runSvc(["audit", home, robots, "--allow-private", "--html", html, "--pdf", pdf, "--locale", locale]),
        runSvc(["audit", robots, "--allow-private", "--json", "--locale", locale]),
        runSvc(["audit", pages[0] as string, "--fail-on", "high", "--min-score", "100", "--locale", locale]),
        runSvc(["audit", pages[1] as string, "--fail-on", "low", "--locale", locale]),
      ])
      for (const run of [files, json, gate, lowGate]) expect(englishTextsIn(run.stderr, locale)).toEqual([])

      expect(files.code).toBe(1)
      const htmlOf = (index: number) => join(directory, `${locale}-${index}.html`)
      expect(files.stderr).toContain(`${say(locale, "cli.saved.html", { file: htmlOf(0) })}\n`)
      expect(files.stderr).toContain(
        `${say(locale, "cli.saved.pdf", { file: join(directory, `${locale}-0.pdf`) })}\n`,
      )
      expect(files.stderr).toContain(
        say(locale, "cli.htmlSaysWhy", { url: robots, code: "not_html", file: htmlOf(1) }),
      )
      expect(files.stderr).toContain(say(locale, "cli.noPdf", { url: robots, code: "not_html" }))
      // The human report on stdout names the page that could not be audited, and why, in the locale too.
      const notAudited = `${robots} ${say(locale, "cli.notAudited", {})}: ${textsIn(locale)("failure.not_html")} (not_html)`
      expect(files.stdout).toContain(notAudited)

      expect(json.code).toBe(1)
      expect(json.stdout).toBe("")
      expect(json.stderr).toBe(`svc: ${notAudited}\n`)

      // On a terminal the spinner says what it waits for in the locale too.
      const onTerminal = await runSvcOnTerminal(["audit", pages[0] as string, "--locale", locale])
      expect(onTerminal.stdout).toContain(`⠋ ${say(locale, "cli.auditing", { url: pages[0] as string })}`)

      // A local file's address is the gate's business; the sentences around it are the locale's.
      expect(gate.code).toBe(2)
      const gateFailed = (reason: string) => patternOf(say(locale, "cli.gateFailed", { reason }))
      const checks = say(locale, "cli.gate.failingOne", {})
      expect(gate.stderr).toMatch(gateFailed(say(locale, "cli.gate.level", { checks, level: "high" })))
      expect(gate.stderr).toMatch(gateFailed(say(locale, "cli.gate.below", { min: 100 })))
      expect(lowGate.code).toBe(2)
      expect(lowGate.stderr).toMatch(gateFailed(say(locale, "cli.gate.failing", { count: 3 })))
    },
  )
})
