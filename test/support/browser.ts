import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { HEADLESS_FLAGS } from "@svc/lighthouse"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { requireTool } from "../../scripts/system-tools"

/** A real Chromium (Debian's, or CHROME_PATH) driven by playwright-core, with a profile folder of its own. */
export interface TestBrowser {
  readonly browser: BrowserContext
  /** A new tab; closed with the browser. */
  readonly newPage: () => Promise<Page>
  readonly close: () => Promise<void>
}

/**
 * Starts Chromium for a test file: call it in `beforeAll` and `close` in `afterAll`. The profile folder
 * is removed on close. Playwright's persistent context is the only way to give it our own user data dir.
 */
export const launchBrowser = async (): Promise<TestBrowser> => {
  const executablePath = requireTool("chromium")
  const userDataDir = mkdtempSync(join(tmpdir(), "svc-browser-"))
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    // playwright adds its own --headless.
    args: HEADLESS_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  })
  return {
    browser,
    newPage: () => browser.newPage(),
    close: async () => {
      await browser.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

export type { Browser, Page }

const axeSource = (): string =>
  readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** One accessibility violation as axe-core reports it, with the selectors of the nodes it found. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/**
 * axe-core's violations on the page as it is now (WCAG 2.x A and AA and best practices), injected as a
 * script so that it works on pages whose Content-Security-Policy allows no script of theirs.
 */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  await page.addScriptTag({ content: axeSource() }).catch(async () => {
    // A strict CSP refuses the inline tag: evaluate the source through the DevTools protocol instead.
    await page.evaluate(axeSource())
  })
  return page.evaluate(async () => {
    interface Violation {
      id: string
      impact: string | null
      help: string
      nodes: Array<{ target: string[] }>
    }
    const { axe, document } = globalThis as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> }
      document: unknown
    }
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }))
  })
}
