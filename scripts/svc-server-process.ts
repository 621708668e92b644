import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

/**
 * A real `svc-server` process for the remote-mode tests of `svc` and `svc-mcp` (both talk to it
 * through `@svc/client`).
 */

/** The server's bin, as `pnpm exec svc-server` runs it. */
export const serverBin = resolve(import.meta.dirname, "../adapters/server/bin/svc-server.js")
export const serverAvailable = existsSync(serverBin)

/** A real `svc-server serve` process on a free port of 127.0.0.1, with its own database. */
export interface SvcServer {
  readonly url: string
  readonly db: string
  /** Issues a key with `svc-server keys create` (the key is the last line it prints). */
  readonly createKey: (label: string) => Promise<string>
  readonly stop: () => Promise<void>
}

const START_TIMEOUT_MS = 120_000

const run = (args: ReadonlyArray<string>): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [serverBin, ...args], { stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk
    })
    child.on("error", fail)
    child.on("close", (code) => done({ code, stdout, stderr }))
  })

/**
 * Starts `svc-server serve` without Lighthouse, auditing private targets (the fixture site is on
 * 127.0.0.1), and waits for the address it prints.
 */
export const startSvcServer = async (options: { readonly workers?: number } = {}): Promise<SvcServer> => {
  const folder = mkdtempSync(join(tmpdir(), "svc-server-test-"))
  const db = join(folder, "svc.db")
  const child: ChildProcess = spawn(
    process.execPath,
    [
      serverBin,
      "serve",
      "--db",
      db,
      "--port",
      "0",
      "--no-lighthouse",
      "--allow-private-targets",
      "--workers",
      String(options.workers ?? 1),
      "--shutdown-grace",
      "0",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  let stdout = ""
  let stderr = ""
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<void>((done) => child.on("exit", () => done()))
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`svc-server did not start:\n${stderr}`)), START_TIMEOUT_MS)
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
      if (match?.[1] !== undefined) {
        clearTimeout(timer)
        done(match[1])
      }
    })
    child.on("exit", (code) => fail(new Error(`svc-server exited with ${code}:\n${stderr}`)))
  })
  return {
    url,
    db,
    createKey: async (label) => {
      const created = await run([
        "keys",
        "create",
        "--db",
        db,
        "--label",
        label,
        "--pages-per-site",
        "50",
        "--audits-per-hour",
        "1000",
      ])
      const key = created.stdout.trim().split("\n").at(-1)?.trim()
      if (created.code !== 0 || key === undefined || key === "")
        throw new Error(`svc-server keys create failed:\n${created.stderr}`)
      return key
    },
    stop: async () => {
      child.kill("SIGTERM")
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
