import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { renderSiteReport } from "@svc/html-report"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations, launchBrowser, type Page, type TestBrowser } from "../../../test/support/browser"
import { siteEntries, siteInput } from "./site-input"

let browser: TestBrowser
const directory = mkdtempSync(join(tmpdir(), "svc-site-report-"))

beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  rmSync(directory, { recursive: true, force: true })
})

const openReport = async (name: string, html: string) => {
  const file = join(directory, `${name}.html`)
  writeFileSync(file, html)
  const page = await browser.newPage()
  const requests: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  const url = pathToFileURL(file).href
  await page.goto(url, { waitUntil: "load" })
  return { page, url, requests }
}

/** The URLs of the rows a reader sees in the pages table, top to bottom. */
const visibleRows = (page: Page) =>
  page.evaluate(() => {
    interface Row {
      getAttribute(name: string): string | null
      checkVisibility(): boolean
    }
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Row> }
    }
    return [...document.querySelectorAll(".site-pages tr[data-url]")]
      .filter((row) => row.checkVisibility())
      .map((row) => row.getAttribute("data-url") ?? "")
  })

/** How wide the document is, and what sticks out past the screen. */
const widths = (page: Page) =>
  page.evaluate(() => {
    interface Box {
      readonly tagName: string
      readonly className: string
      getBoundingClientRect(): { right: number; width: number }
    }
    const { document, innerWidth } = globalThis as unknown as {
      innerWidth: number
      document: {
        documentElement: { scrollWidth: number }
        querySelectorAll(selector: string): Iterable<Box>
      }
    }
    return {
      page: document.documentElement.scrollWidth,
      wider: [...document.querySelectorAll("body *")]
        .filter(
          (element) =>
            element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > innerWidth,
        )
        .map((element) => `${element.tagName}.${element.className}`),
    }
  })

describe("the site report in Chromium, opened from disk", { timeout: 90_000 }, () => {
  it("sorts the pages table by score, depth and link score with the radio buttons, by mouse and keyboard", async () => {
    const { page, url, requests } = await openReport("sort", renderSiteReport(siteInput(), siteEntries()))
    const byScore = await visibleRows(page)
    expect(byScore).toHaveLength(5)
    expect(byScore.at(-1)).toBe("https://bakery.example/slow")
    await page.click('label[for="sort-depth"]')
    expect(await visibleRows(page)).toEqual([
      "https://bakery.example/",
      "https://bakery.example/bread",
      "https://bakery.example/copy",
      "https://bakery.example/gallery",
      "https://bakery.example/slow",
    ])
    await page.focus("#sort-depth")
    await page.keyboard.press("ArrowDown")
    expect(await visibleRows(page)).toEqual([
      "https://bakery.example/",
      "https://bakery.example/bread",
      "https://bakery.example/gallery",
      "https://bakery.example/copy",
      "https://bakery.example/slow",
    ])
    await page.click('label[for="sort-score"]')
    expect(await visibleRows(page)).toEqual(byScore)
    expect(requests).toEqual([url])
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { scripts: { length: number } } }).document.scripts.length,
      ),
    ).toBe(0)
  })

  it("opens a page's own report from its address, and goes back to the site", async () => {
    const { page, url, requests } = await openReport("follow", renderSiteReport(siteInput(), siteEntries()))
    const gallery = page.locator('.sorted[data-sort="score"] a[href="#page-2"]')
    expect(await page.locator("#page-2").isVisible()).toBe(false)
    await gallery.click()
    expect(await page.locator("#page-2").isVisible()).toBe(true)
    expect(await page.locator("#site-report").isVisible()).toBe(false)
    // The page's own report: its title, its scores and its findings, as the page report shows them.
    expect(await page.locator("#page-2 h1").textContent()).toBe("Pekáreň Kvások – galéria")
    expect(await page.locator('#page-2 [data-finding="image-alt"]').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.click("#page-2 .back a")
    expect(await page.locator("#site-report").isVisible()).toBe(true)
    expect(await page.locator("#page-2").isVisible()).toBe(false)
    // A failed page's report says why.
    await page.click('.sorted[data-sort="score"] a[href="#page-4"]')
    expect(await page.locator('#page-4 [data-failure="timeout"]').isVisible()).toBe(true)
    expect(requests).toEqual([url])
  })

  it("axe-core finds no violation in any locale, with a disclosure open too", async () => {
    for (const locale of ["en", "sk", "es"] as const) {
      const { page } = await openReport(
        `axe-${locale}`,
        renderSiteReport(siteInput(), siteEntries(), { locale }),
      )
      expect(await axeViolations(page), locale).toEqual([])
      await page.click('[data-site-finding="broken-internal-link"] summary')
      expect(
        await page.locator('[data-site-finding="broken-internal-link"] .items li').last().isVisible(),
      ).toBe(true)
      await page.click('label[for="sort-linkScore"]')
      expect(await axeViolations(page), locale).toEqual([])
    }
  })

  it("fits a phone's width (390 and 320 px), the site and a page's report, without scrolling sideways", async () => {
    const input = siteInput()
    const long = `https://bakery.example/${"kategória/".repeat(20)}chlieb`
    const { page } = await openReport(
      "phone",
      renderSiteReport(
        { ...input, pages: input.pages.map((row, index) => (index === 1 ? { ...row, url: long } : row)) },
        siteEntries().map((entry, index) => (index === 1 ? { ...entry, url: long } : entry)),
        { locale: "es" },
      ),
    )
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${page.url().split("#")[0]}#site-report`)
      for (const sort of ["score", "depth", "linkScore"]) {
        await page.click(`label[for="sort-${sort}"]`)
        expect(await widths(page), `${width} ${sort}`).toEqual({ page: width, wider: [] })
      }
      await page.click('.sorted[data-sort="linkScore"] a[href="#page-2"]')
      expect(await widths(page), `${width} page`).toEqual({ page: width, wider: [] })
    }
  })
})
