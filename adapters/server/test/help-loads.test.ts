// `svc-server --help`, a command's help, `--version` and a refused flag answer from the command tree
// alone: none of them loads what the commands run (the store, sqlite3, pg, the audit engine), so they
// answer at once (docs/performance.md, "Start-up of the bins").
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { BIN, removeTempFolders, runCommand, tempFolder } from "./support/server-process"

const RECORDER = join(import.meta.dirname, "support/record-modules.mjs")

/** The modules of what the commands run, from the build (node_modules, dist/) or the sources. */
const HEAVY = [
  /\/node_modules\/(sqlite3|pg)\//,
  /\/(packages|@svc)\/store\/(dist|src)\/index\./,
  /\/(packages|@svc)\/(audit|crawl|fetch|pdf|html-report|lighthouse)\//,
]

afterAll(removeTempFolders)

/** Runs `svc-server args…` to its end: what it printed, and every module it loaded. */
const runRecorded = async (args: ReadonlyArray<string>) => {
  const record = join(tempFolder(), "modules.txt")
  const outcome = await runCommand(process.execPath, ["--import", RECORDER, BIN, ...args], {
    env: { SVC_MODULE_RECORD: record },
  })
  const modules = readFileSync(record, "utf8").split("\n")
  return { ...outcome, heavy: modules.filter((url) => HEAVY.some((pattern) => pattern.test(url))) }
}

describe("what svc-server loads", () => {
  // The root's help reads the same command tree as a command's (test/help-width.test.ts prints every one).
  it("prints a command's help, the version and a refused flag's usage without loading the store or the server", async () => {
    const keys = await runRecorded(["keys", "--help"])
    expect(keys.code, keys.stderr).toBe(0)
    expect(keys.stdout).toContain("--pages-per-site")
    expect(keys.heavy).toEqual([])

    const serve = await runRecorded(["serve", "--help"])
    expect(serve.code, serve.stderr).toBe(0)
    expect(serve.stdout).toContain("--lighthouse-budget")
    expect(serve.heavy).toEqual([])

    const version = await runRecorded(["--version"])
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    expect(version.heavy).toEqual([])

    const refused = await runRecorded(["keys", "create", "--label", "x", "--pages-per-site", "many"])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("many")
    expect(refused.heavy).toEqual([])
  }, 120_000)

  it("loads the store when a command runs", async () => {
    const listed = await runRecorded(["keys", "list", "--db", join(tempFolder(), "svc.db")])
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.heavy).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/sqlite3\//), expect.stringMatching(/\/store\//)]),
    )
  }, 60_000)
})
