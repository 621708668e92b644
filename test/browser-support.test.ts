import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations, launchBrowser, type TestBrowser } from "./support/browser"

describe("the tests' browser", () => {
  let browser: TestBrowser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it("finds axe-core violations on an inaccessible page and none on an accessible one, also under a strict CSP", async () => {
    const page = await browser.newPage()
    await page.setContent(
      '<html><head><title>x</title></head><body><main><img src="data:,"></main></body></html>',
    )
    expect((await axeViolations(page)).map((violation) => violation.id)).toContain("image-alt")
    await page.setContent(
      `<html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'none'"><title>Fine</title></head><body><main><h1>Fine</h1><p>Text.</p></main></body></html>`,
    )
    expect(await axeViolations(page)).toEqual([])
  })
})
