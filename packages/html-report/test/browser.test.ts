import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { renderFailedHtmlReport, renderHtmlReport } from "@svc/html-report"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations, launchBrowser, type Page, type TestBrowser } from "../../../test/support/browser"
import {
  auditOf,
  demoResult,
  galleryWithoutAlt,
  handmadeResult,
  manyFindings,
  siteOf,
} from "../../pdf/test/results"
import { expectedScores } from "./expected-scores"

let browser: TestBrowser
let trap: Server
let trapHits = 0
const directory = mkdtempSync(join(tmpdir(), "svc-html-report-"))

beforeAll(async () => {
  browser = await launchBrowser()
  // Where the hostile strings point: any request that reaches it means the report let one through.
  trap = createServer((_, response) => {
    trapHits++
    response.end("alert(1)")
  })
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve))
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => trap?.close(resolve))
  rmSync(directory, { recursive: true, force: true })
})

/** A report written to disk and opened from there, with every request the page made and every dialog it opened. */
const openReport = async (name: string, html: string) => {
  const file = join(directory, `${name}.html`)
  writeFileSync(file, html)
  const page = await browser.newPage()
  const requests: string[] = []
  const dialogs: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const url = pathToFileURL(file).href
  await page.goto(url, { waitUntil: "load" })
  return { page, url, requests, dialogs }
}

interface Shown {
  readonly scores: Record<string, string>
  readonly findings: ReadonlyArray<string>
}

/** What a reader sees: the text of every visible score and the ids of the visible findings, in order. */
const shownIn = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    interface Element {
      readonly textContent: string | null
      getAttribute(name: string): string | null
      checkVisibility(): boolean
    }
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Element> }
    }
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility())
    return {
      scores: Object.fromEntries(
        visible("[data-score]").map((element) => [
          element.getAttribute("data-score") ?? "",
          (element.textContent ?? "").trim(),
        ]),
      ),
      findings: visible("[data-finding]").map((element) => element.getAttribute("data-finding") ?? ""),
    }
  })

describe("the HTML report in Chromium, opened from disk", { timeout: 60_000 }, () => {
  it("makes no request but for the file itself, and runs no script", async () => {
    const result = demoResult()
    const { page, url, requests } = await openReport(
      "demo",
      renderHtmlReport(result, { site: siteOf([result, demoResult()]) }),
    )
    expect(requests).toEqual([url])
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { scripts: { length: number } } }).document.scripts.length,
      ),
    ).toBe(0)
  })

  it("shows the same scores and findings as the JSON result, in each locale, and axe-core finds no violation", async () => {
    for (const locale of ["en", "sk", "es"] as const) {
      const result = demoResult(locale)
      const { page } = await openReport(`demo-${locale}`, renderHtmlReport(result, { locale }))
      const shown = await shownIn(page)
      expect(shown.scores).toMatchObject(expectedScores(result, locale))
      expect([...shown.findings].sort()).toEqual(result.findings.map((finding) => finding.id).sort())
      expect(shown.findings[0]).toBe(result.findings[0]?.id)
      expect(await axeViolations(page), locale).toEqual([])
    }
  })

  it("with a site, Lighthouse figures and a failed page, axe-core still finds no violation", async () => {
    const result = handmadeResult({ findings: manyFindings(12) })
    const site = siteOf([result, { ...result, url: "https://shop.example.com/b" }])
    for (const [name, html] of [
      ["handmade", renderHtmlReport(result, { site, locale: "sk" })],
      [
        "failed",
        renderFailedHtmlReport({
          url: "https://gone.example/",
          status: "failed",
          error: { error: "No answer.", code: "timeout" },
        }),
      ],
    ] as const) {
      const { page, requests, url } = await openReport(name, html)
      expect(requests, name).toEqual([url])
      expect(await axeViolations(page), name).toEqual([])
    }
  })

  it("shows a finding's first five items, the rest when its disclosure is opened by keyboard or mouse, and axe-core finds no violation", async () => {
    const result = auditOf(galleryWithoutAlt, "https://pekaren.example/", "sk")
    const { page, requests, url } = await openReport("items", renderHtmlReport(result, { locale: "sk" }))
    const items = page.locator('[data-finding="image-alt"] .items li')
    const visibleItems = async () => {
      const shown: string[] = []
      for (const item of await items.all())
        if (await item.isVisible()) shown.push((await item.textContent()) ?? "")
      return shown
    }
    expect(await items.count()).toBe(12)
    const first = await visibleItems()
    expect(first).toHaveLength(5)
    expect(first[0]).toContain("/obrázky/chlieb-1.jpg")
    expect(await axeViolations(page)).toEqual([])
    const summary = page.locator('[data-finding="image-alt"] summary')
    expect(await summary.textContent()).toBe("Ďalšie podobné: 7 (spolu 12).")
    await summary.focus()
    await page.keyboard.press("Enter")
    expect(await visibleItems()).toHaveLength(12)
    expect(await axeViolations(page)).toEqual([])
    await summary.click()
    expect(await visibleItems()).toHaveLength(5)
    expect(requests).toEqual([url])
  })

  it("fits a phone's width (320 px) without scrolling sideways", async () => {
    const longAddress = `https://shop.example.com/${"obrázky/".repeat(20)}chlieb.jpg`
    const result = handmadeResult({
      findings: manyFindings(8).map((finding) => ({
        ...finding,
        items: Array.from({ length: 7 }, (_, index) => ({
          message: `<img src="${longAddress}"> has no alt text.`,
          url: `${longAddress}?${index}`,
          location: { line: 10_000 + index, column: 120 },
        })),
        itemCount: 7,
      })),
    })
    const site = siteOf([result, { ...result, url: "https://shop.example.com/b" }])
    const { page } = await openReport("phone", renderHtmlReport(result, { site, locale: "es" }))
    await page.setViewportSize({ width: 320, height: 800 })
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    )
    expect(width).toBe(320)
  })

  it("at a phone's width (390 and 320 px), fixes with long code, the rule links, the footnote and the footer stay within the screen, and axe-core finds no violation", async () => {
    const longCode = `<meta name="description" content="${"Čerstvý-kváskový-chlieb-".repeat(12)}">`
    const base = demoResult("sk")
    const result = {
      ...base,
      findings: base.findings.map((finding) => ({
        ...finding,
        fix: `Add \`${longCode}\` to \`<head>\`; see https://developers.google.com/search/docs/appearance/snippet/${"x".repeat(80)} for more.`,
      })),
    }
    const html = renderHtmlReport(result, {
      locale: "sk",
      ruleDocsUrl: `https://docs.example.org/${"pravidla/".repeat(12)}{id}.html`,
    })
    const { page } = await openReport("phone-parts", html)
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const sizes = await page.evaluate(() => {
        interface Box {
          readonly tagName: string
          readonly className: string
          getBoundingClientRect(): { right: number }
        }
        const { document, innerWidth } = globalThis as unknown as {
          innerWidth: number
          document: {
            documentElement: { scrollWidth: number }
            querySelectorAll(selector: string): Iterable<Box>
          }
        }
        const rightEdges = (selector: string) =>
          [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect().right)
        return {
          page: document.documentElement.scrollWidth,
          code: Math.max(0, ...rightEdges(".fix code")),
          footer: Math.max(0, ...rightEdges("footer")),
          // What sticks out past the screen, to name it when the page scrolls sideways.
          wider: [...document.querySelectorAll("body *")]
            .filter((element) => element.getBoundingClientRect().right > innerWidth)
            .map((element) => `${element.tagName}.${element.className}`),
        }
      })
      expect({ page: sizes.page, wider: sizes.wider }, String(width)).toEqual({ page: width, wider: [] })
      expect(sizes.code, String(width)).toBeGreaterThan(0)
      expect(sizes.code, String(width)).toBeLessThanOrEqual(width)
      expect(sizes.footer, String(width)).toBeLessThanOrEqual(width)
      expect(await axeViolations(page), String(width)).toEqual([])
    }
  })

  it("filters: unticking a category or a level hides its findings, ticking it again shows them", async () => {
    const result = demoResult()
    const { page } = await openReport("filters", renderHtmlReport(result))
    const all = result.findings.map((finding) => finding.id)
    const category = result.findings[0]?.category ?? "content"
    const level = "low"
    expect((await shownIn(page)).findings).toHaveLength(all.length)

    await page.click(`#show-category-${category}`)
    const withoutCategory = result.findings
      .filter((finding) => finding.category !== category)
      .map((finding) => finding.id)
    expect([...(await shownIn(page)).findings].sort()).toEqual(withoutCategory.sort())

    // By keyboard too: a checkbox is focused and toggled with the space bar.
    await page.focus(`#show-level-${level}`)
    await page.keyboard.press("Space")
    const withoutBoth = result.findings
      .filter((finding) => finding.category !== category && finding.level !== level)
      .map((finding) => finding.id)
    expect(withoutBoth.length).toBeGreaterThan(0)
    expect([...(await shownIn(page)).findings].sort()).toEqual(withoutBoth.sort())

    await page.click(`#show-category-${category}`)
    await page.click(`#show-level-${level}`)
    expect((await shownIn(page)).findings).toHaveLength(all.length)
  })

  it("shows a hostile page's text as text: nothing it wrote loads, runs or opens a dialog", async () => {
    const origin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`
    const hostile = `</script><script src="${origin}/s.js">alert(1)</script><img src="${origin}/i.png" onerror="alert(2)"><style>@import "${origin}/c.css";</style>" onfocus="alert(3)" autofocus x="`
    const base = handmadeResult()
    const result = handmadeResult({
      url: `${origin}/"><img src=${origin}/u.png>`,
      findings: manyFindings(4, () => hostile).map((finding) => ({
        ...finding,
        label: hostile,
        fix: hostile,
        items: Array.from({ length: 7 }, () => ({ message: hostile, subject: hostile, url: hostile })),
        itemCount: 7,
      })),
      query: { ...base.query, primary: hostile, suggestions: [hostile] },
      page: { ...base.page, title: hostile, description: hostile, canonical: `javascript:alert(4)` },
    })
    const { page, requests, url, dialogs } = await openReport("hostile", renderHtmlReport(result))
    await page.waitForTimeout(300)
    expect(requests).toEqual([url])
    expect(dialogs).toEqual([])
    expect(trapHits).toBe(0)
    // The title, as text, shortened to the PDF's 200 characters.
    const title = await page.locator("h1").textContent()
    expect(title).toBe(`${hostile.slice(0, 199)}…`)
    expect(await page.locator("img, iframe, script").count()).toBe(0)
  })
})
