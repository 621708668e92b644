import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { ChromeLaunchError, launchChrome } from "../src/chrome"
import { withChrome } from "../src/with-chrome"

const scratch = mkdtempSync(join(tmpdir(), "svc-lighthouse-test-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Processes whose command line mentions `text` (Chromium and every helper it started with that profile). */
const processesMentioning = (text: string): number[] =>
  readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text)
      } catch {
        return false
      }
    })
    .map(Number)

const isRunning = (pid: number): boolean => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0]
    return state !== undefined && state !== "Z"
  } catch {
    return false
  }
}

describe("launchChrome (real Chromium)", () => {
  it("starts Chromium with its own profile and a debugging port", async () => {
    requireTool("chromium")
    const chrome = await launchChrome({ tempDir: scratch })
    try {
      expect(chrome.port).toBeGreaterThan(0)
      expect(isRunning(chrome.pid)).toBe(true)
      expect(existsSync(chrome.userDataDir)).toBe(true)
      const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((response) =>
        response.json(),
      )
      expect(version).toHaveProperty("Browser")
    } finally {
      await chrome.close()
    }
  }, 60_000)

  it("leaves nothing behind when closed: no process of its profile, no zombie, no profile folder", async () => {
    requireTool("chromium")
    const chrome = await launchChrome({ tempDir: scratch })
    expect(processesMentioning(chrome.userDataDir).length).toBeGreaterThan(1)
    await chrome.close()
    await chrome.close() // twice is fine
    expect(isRunning(chrome.pid)).toBe(false)
    expect(existsSync(`/proc/${chrome.pid}`)).toBe(false) // reaped, not a zombie
    // Helpers die with the process group; give the kernel a moment to reap them.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(processesMentioning(chrome.userDataDir).filter(isRunning)).toEqual([])
    expect(existsSync(chrome.userDataDir)).toBe(false)
  }, 60_000)

  it("fails clearly and cleans up when Chromium cannot start", async () => {
    const before = readdirSync(scratch)
    await expect(
      launchChrome({ chromePath: "/nonexistent/chromium", tempDir: scratch }),
    ).rejects.toBeInstanceOf(ChromeLaunchError)
    await expect(launchChrome({ chromePath: "/bin/false", tempDir: scratch })).rejects.toThrow(
      /Chromium \(\/bin\/false\) did not start/,
    )
    expect(readdirSync(scratch)).toEqual(before)
  }, 60_000)
})

describe("withChrome", () => {
  it("closes Chromium when the work throws", async () => {
    requireTool("chromium")
    let seen: { pid: number; userDataDir: string } | undefined
    await expect(
      withChrome({ tempDir: scratch }, async (chrome) => {
        seen = { pid: chrome.pid, userDataDir: chrome.userDataDir }
        throw new Error("work failed")
      }),
    ).rejects.toThrow("work failed")
    expect(seen).toBeDefined()
    expect(isRunning(seen?.pid ?? 0)).toBe(false)
    expect(existsSync(seen?.userDataDir ?? "/")).toBe(false)
  }, 60_000)
})
