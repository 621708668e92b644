import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { requireTool } from "../scripts/system-tools"

const root = resolve(import.meta.dirname, "..")
const empty = mkdtempSync(join(tmpdir(), "svc-no-tools-"))
afterAll(() => rmSync(empty, { recursive: true, force: true }))

/** Runs `fn` with environment variables changed, restoring them afterwards. */
const withEnv = <T>(changes: Readonly<Record<string, string>>, fn: () => T): T => {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]))
  Object.assign(process.env, changes)
  try {
    return fn()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

describe("requireTool: a test that needs a missing system program fails with one line naming its package", () => {
  it.each([
    ["pdftotext", "poppler-utils"],
    ["openssl", "openssl"],
    ["ip", "iproute2"],
  ] as const)("%s (from %s), looked up on PATH", (tool, name) => {
    expect(() => withEnv({ PATH: empty }, () => requireTool(tool))).toThrow(
      `${tool} is not installed: run "pnpm setup:system" (as root or with sudo) or "apt-get install -y ${name}"`,
    )
  })

  it("chromium at CHROME_PATH, else /usr/bin/chromium; the error carries no stack beyond its line", () => {
    const nowhere = join(empty, "chromium")
    let error: unknown
    try {
      withEnv({ CHROME_PATH: nowhere }, () => requireTool("chromium"))
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).stack).toBe(
      `MissingTool: chromium is not installed at ${nowhere}: run "pnpm setup:system" (as root or with sudo) or "apt-get install -y chromium"`,
    )
  })

  it("answers the program's path where it is installed (what `pnpm setup:system` sees to)", () => {
    expect(requireTool("pdftotext")).toMatch(/\/pdftotext$/)
    expect(requireTool("postgres")).toMatch(/\/postgres$/)
  })
})

const isRoot = process.getuid?.() === 0
/** Runs setup-system.sh as the unprivileged user `nobody` where chromium, pdftotext and postgres cannot be run. */
const setupAsNobody = (...args: string[]) =>
  spawnSync(
    "unshare",
    [
      "-m",
      "--",
      "sh",
      "-c",
      `for tool in /usr/bin/chromium /usr/bin/pdftotext /usr/lib/postgresql/*/bin/postgres; do
         [ -e "$tool" ] && mount --bind /dev/null "$tool"; done
       exec setpriv --reuid=65534 --regid=65534 --clear-groups env PATH=/usr/bin:/bin bash scripts/setup-system.sh "$@"`,
      "sh",
      ...args,
    ],
    { cwd: root, encoding: "utf8" },
  )

describe.skipIf(!isRoot)("pnpm setup:system without root and without sudo (run as nobody)", () => {
  const cannot =
    "setup:system: cannot install chromium poppler-utils postgresql (not root, and no sudo that can run without a password prompt); install them yourself, e.g. apt-get install -y chromium poppler-utils postgresql"

  it("names what it cannot install and lets the tests run (exit 0)", () => {
    const run = setupAsNobody()
    expect(run.stderr.trim().split("\n")).toEqual([
      cannot,
      "setup:system: until then the tests that need them fail, each naming its package",
    ])
    expect(run.status).toBe(0)
  })

  it("stops CI there with --strict (exit 1)", () => {
    const run = setupAsNobody("--strict")
    expect(run.stderr.trim()).toBe(cannot)
    expect(run.status).toBe(1)
  })
})
