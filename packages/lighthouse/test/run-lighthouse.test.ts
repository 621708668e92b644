import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { categoryVerdicts } from "../src/audit-verdict"
import { type Chrome, launchChrome } from "../src/chrome"
import { LighthouseRunError, LighthouseTimeoutError, runLighthouse } from "../src/run-lighthouse"
import { FAST_SETTINGS, servePage } from "./serve"

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bread</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Bread</h1><a href="/recipes">click here</a></body></html>`

let chrome: Chrome
beforeAll(async () => {
  requireTool("chromium")
  chrome = await launchChrome()
}, 60_000)
afterAll(async () => {
  await chrome?.close()
})

describe("runLighthouse (real Chromium, one Chrome for every run)", () => {
  it("returns the report of the requested categories and form factor", async () => {
    const server = await servePage(page)
    try {
      const lhr = await runLighthouse(chrome, server.url, {
        categories: ["seo", "accessibility"],
        formFactor: "desktop",
        settings: FAST_SETTINGS,
      })
      expect(lhr.lighthouseVersion).toBe("12.8.2")
      expect(Object.keys(lhr.categories).sort()).toEqual(["accessibility", "seo"])
      expect(lhr.configSettings.formFactor).toBe("desktop")
      const verdicts = categoryVerdicts(lhr)
      expect(verdicts).toMatchObject({
        "document-title": "pass",
        "meta-description": "fail",
        "link-text": "fail",
        "http-status-code": "pass",
        canonical: "notApplicable",
      })
    } finally {
      await server.close()
    }
  }, 120_000)

  it("refuses an error page unless asked to audit it, and then reports its status", async () => {
    const server = await servePage(page, 404)
    try {
      await expect(
        runLighthouse(chrome, server.url, { categories: ["seo"], settings: FAST_SETTINGS }),
      ).rejects.toEqual(
        expect.objectContaining({ name: "LighthouseRunError", code: "ERRORED_DOCUMENT_REQUEST" }),
      )
      const lhr = await runLighthouse(chrome, server.url, {
        categories: ["seo"],
        ignoreStatusCode: true,
        settings: FAST_SETTINGS,
      })
      expect(categoryVerdicts(lhr)["http-status-code"]).toBe("fail")
    } finally {
      await server.close()
    }
  }, 120_000)

  it("gives up after its time limit", async () => {
    const server = await servePage(page)
    const own = await launchChrome()
    try {
      await expect(
        runLighthouse(own, server.url, { categories: ["seo"], timeoutMs: 50, settings: FAST_SETTINGS }),
      ).rejects.toBeInstanceOf(LighthouseTimeoutError)
    } finally {
      await own.close() // ends the abandoned run
      await server.close()
    }
    expect(LighthouseRunError).toBeDefined()
  }, 120_000)
})
