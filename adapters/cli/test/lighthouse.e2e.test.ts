import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { processesMentioning } from "../../../packages/lighthouse/test/support-processes"
import { requireTool } from "../../../scripts/system-tools"
import { finished, runSvc, startSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

const decodeResult = Schema.decodeUnknownSync(Result)

let site: ServedSite
/** svc's TMPDIR: Chromium's profile folders are made here, so the tests can see that none is left. */
let scratch: string
beforeAll(async () => {
  site = await serveBakery()
  scratch = mkdtempSync(join(tmpdir(), "svc-cli-lighthouse-"))
})
afterAll(async () => {
  await site.close()
  rmSync(scratch, { recursive: true, force: true })
})

/** Lighthouse on (the test helper turns it off by default), profiles in `scratch`. */
const withLighthouse = () => ({ SVC_NO_LIGHTHOUSE: undefined, TMPDIR: scratch })

const profilesLeft = () => readdirSync(scratch).filter((entry) => entry.startsWith("svc-chrome-"))

/** Nothing of svc's Chromium is left: no process with a profile in `scratch`, no profile folder. */
const expectNoChromiumLeft = async () => {
  await vi.waitFor(() => expect(processesMentioning(scratch)).toEqual([]), { timeout: 5_000, interval: 100 })
  expect(profilesLeft()).toEqual([])
}

const figures = {
  performance: expect.any(Number),
  accessibility: expect.any(Number),
  seo: expect.any(Number),
}

describe("svc audit with Lighthouse, embedded: a real process, real Chromium, a site on 127.0.0.1", {
  timeout: 180_000,
}, () => {
  it("measures the page on mobile and desktop by default, and leaves no Chromium or profile behind", async () => {
    requireTool("chromium")
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--json"], { env: withLighthouse() })
    expect(run.stderr).toBe("")
    const result = decodeResult(JSON.parse(run.stdout))
    expect(result.performance).toEqual({ mobile: figures, desktop: figures })
    for (const formFactor of [result.performance?.mobile, result.performance?.desktop])
      for (const value of Object.values(formFactor ?? {})) {
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(1)
      }
    expect(result.unmeasured).not.toContain("performance")
    expect(run.code).toBe(2)
    await expectNoChromiumLeft()
  })

  it("--no-lighthouse leaves performance unmeasured and starts no Chromium", async () => {
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--json", "--no-lighthouse"], {
      env: withLighthouse(),
    })
    const result = decodeResult(JSON.parse(run.stdout))
    expect(result.performance).toBeUndefined()
    expect(result.unmeasured).toContain("performance")
    expect(result.score.parts.experience).toBeNull()
    expect(run.code).toBe(2)
    expect(profilesLeft()).toEqual([])
  })

  it("a Chromium that cannot start leaves performance unmeasured, says why on stderr only, and the audit succeeds", async () => {
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--json"], {
      env: { ...withLighthouse(), CHROME_PATH: join(scratch, "no-chromium-here") },
    })
    const result = decodeResult(JSON.parse(run.stdout))
    expect(result.unmeasured).toContain("performance")
    expect(result.performance).toBeUndefined()
    expect(run.stderr).toMatch(
      /^svc: Chromium was not found at .*no-chromium-here.*apt-get install -y chromium/,
    )
    expect(run.stderr.trim().split("\n")).toHaveLength(1)
    expect(run.code).toBe(2)
  })

  it.each([
    { signal: "SIGTERM", when: "while Chromium starts", afterMs: 0, code: 143 },
    { signal: "SIGINT", when: "while Lighthouse runs", afterMs: 4_000, code: 130 },
  ] as const)(
    "$signal $when ends svc with code $code and takes Chromium and its profile down",
    async ({ signal, afterMs, code }) => {
      requireTool("chromium")
      const child = startSvc(["audit", site.url("/"), "--allow-private", "--json"], { env: withLighthouse() })
      const ended = finished(child)
      await vi.waitFor(() => expect(processesMentioning(scratch)).not.toEqual([]), {
        timeout: 90_000,
        interval: 100,
      })
      await new Promise((resolve) => setTimeout(resolve, afterMs))
      child.kill(signal)
      const run = await ended
      expect(run.code).toBe(code)
      expect(run.stdout).toBe("")
      await expectNoChromiumLeft()
    },
  )
})

describe("the Lighthouse switch", { timeout: 60_000 }, () => {
  it("--no-lighthouse is refused in remote mode (the server decides), SVC_NO_LIGHTHOUSE is not read there", async () => {
    const remote = { SVC_API_URL: "http://127.0.0.1:9", SVC_API_KEY: "svc_test_key_0123456789" }
    const flag = await runSvc(["audit", "https://bakery.example/", "--no-lighthouse"], { env: remote })
    expect(flag.code).toBe(1)
    expect(flag.stderr).toContain("--no-lighthouse applies to embedded audits only")
    // The variable may be set for the machine; remote mode reaches the command's own checks.
    const variable = await runSvc(["audit", "https://bakery.example/", "--allow-private"], {
      env: { ...remote, SVC_NO_LIGHTHOUSE: "perhaps" },
    })
    expect(variable.code).toBe(1)
    expect(variable.stderr).toContain("--allow-private applies to embedded audits only")
  })

  it("refuses a SVC_NO_LIGHTHOUSE that is neither true nor false, in embedded mode", async () => {
    const run = await runSvc(["audit", site.url("/"), "--allow-private"], {
      env: { SVC_NO_LIGHTHOUSE: "perhaps" },
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(
      'SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "perhaps"',
    )
  })
})
