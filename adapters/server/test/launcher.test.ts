import { existsSync, readFileSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { onGlibcLinux } from "../src/launch/malloc-tunables"
import { startAudit } from "./support/api"
import { serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import {
  childrenOf,
  type RunningServer,
  removeTempFolders,
  runBin,
  type ServerOptions,
  serverPid,
  startServer,
} from "./support/server-process"

// On glibc Linux `svc-server serve` and `work` relaunch themselves once with glibc's malloc settings
// (src/launch/): the process started is a launcher, the server its child. These tests run both as
// users do and check that nothing of the command changes but its memory.

const started: Array<RunningServer> = []

/** A server of this file; one a failed test left running is killed after the file (its child with it). */
const start = async (options: ServerOptions): Promise<RunningServer> => {
  const server = await startServer(options)
  started.push(server)
  return server
}

afterAll(() => {
  for (const { process: launched } of started)
    if (launched.exitCode === null && launched.signalCode === null) launched.kill("SIGKILL")
  removeTempFolders()
})

/** The environment a process started with, as its memory now holds it. */
const environOf = (pid: number): string => readFileSync(`/proc/${pid}/environ`, "utf8")

/** Resolves once the process `pid` is gone (the test's own timeout bounds the wait). */
const gone = async (pid: number): Promise<void> => {
  while (existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ")) {
    await new Promise((done) => setTimeout(done, 50))
  }
}

const healthz = async (url: string) => (await fetch(`${url}/healthz`)).status

describe.runIf(onGlibcLinux())("svc-server serve on glibc Linux", () => {
  it("serves from a child given the malloc settings, once; SIGTERM to the launcher stops it gracefully (exit 0)", async () => {
    const server = await start({ workers: 0 })
    const launcher = server.process.pid ?? 0
    const child = serverPid(server.process)
    expect(child).not.toBe(launcher)
    // glibc read the variable at start-up (2.36 leaves a NUL in place of each `:` it parsed).
    expect(environOf(child)).toMatch(
      /\0GLIBC_TUNABLES=glibc\.malloc\.arena_max=2[:\0]glibc\.malloc\.trim_threshold=131072\0/,
    )
    expect(environOf(launcher)).not.toMatch(/GLIBC_TUNABLES/)
    // Relaunched once, not again: the server started no process of its own.
    expect(childrenOf(child)).toEqual([])
    expect(await healthz(server.url)).toBe(200)
    expect(server.stdout()).toMatch(/svc-server listening on/)
    expect(await server.stop()).toEqual({ code: 0, signal: null })
    await gone(child)
  }, 120_000)

  it("a stop signalled to the whole group, as systemd and a terminal's Ctrl-C do, still stops it gracefully", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const server = await start({ workers: 0 })
      const child = serverPid(server.process)
      server.process.kill(signal)
      process.kill(child, signal)
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(server.logs().some((line) => line.level === "error" || line.level === "fatal")).toBe(false)
    }
  }, 240_000)

  it("a stop signalled to the whole group again more than a second later ends it at once, its graceful stop unfinished", async () => {
    const site = await serveFixtureSite()
    try {
      // The worker waits for the page's robots.txt meanwhile, and the stop gives it a minute: only a
      // forced stop ends the server before then.
      site.delay("/robots.txt", 30_000)
      const server = await start({ workers: 1, shutdownGrace: 60 })
      const { key } = await issueKey(server.db)
      expect((await startAudit(server.url, key, { url: site.url("/p/slow") })).status).toBe(202)
      while (site.hits("/robots.txt") === 0) await new Promise((done) => setTimeout(done, 100))
      const child = serverPid(server.process)
      const signalGroup = () => {
        server.process.kill("SIGINT")
        process.kill(child, "SIGINT")
      }
      signalGroup()
      await new Promise((done) => setTimeout(done, 1_500))
      // The first Ctrl-C, counted once, is a graceful stop still waiting for the page.
      expect(server.process.exitCode === null && server.process.signalCode === null).toBe(true)
      signalGroup()
      expect(await server.exited).toEqual({ code: null, signal: "SIGINT" })
      await gone(child)
    } finally {
      await site.close()
    }
  }, 240_000)

  it("ends with its launcher: the launcher SIGKILLed, the server goes too; the server killed, the launcher ends by the same signal", async () => {
    const first = await start({ workers: 0 })
    const firstChild = serverPid(first.process)
    first.process.kill("SIGKILL")
    expect((await first.exited).signal).toBe("SIGKILL")
    await gone(firstChild)

    const second = await start({ workers: 0 })
    process.kill(serverPid(second.process), "SIGKILL")
    expect((await second.exited).signal).toBe("SIGKILL")
  }, 240_000)

  it("exits with the server's code and says what it says: a bad setting is exit 1 either way", async () => {
    const args = ["serve", "--db", "unused.db", "--workers", "100"]
    const launched = await runBin(args)
    const alone = await runBin(args, { SVC_NO_MALLOC_TUNING: "true" })
    expect(launched.code).toBe(1)
    expect(launched).toEqual(alone)
  }, 120_000)

  it("runs as it is with SVC_NO_MALLOC_TUNING=true, or when the operator named both settings", async () => {
    for (const env of [
      { SVC_NO_MALLOC_TUNING: "true" },
      { GLIBC_TUNABLES: "glibc.malloc.arena_max=4:glibc.malloc.trim_threshold=262144" },
    ]) {
      const server = await start({ workers: 0, env })
      expect(serverPid(server.process)).toBe(server.process.pid)
      expect(await healthz(server.url)).toBe(200)
      expect(await server.stop()).toEqual({ code: 0, signal: null })
    }
  }, 240_000)
})
