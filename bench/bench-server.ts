import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

/** A `svc-server serve` the benches started, and the address it printed. */
export interface BenchServer {
  readonly process: ChildProcess
  readonly baseUrl: string
}

/**
 * Starts `svc-server serve` from `entry` (under Node's `nodeFlags`) with `args` (no Lighthouse, private targets allowed, no
 * shutdown grace: the benches' pages are on 127.0.0.1) and waits for the address it prints.
 */
export const startBenchServer = async (
  entry: string,
  args: ReadonlyArray<string>,
  nodeFlags: ReadonlyArray<string> = [],
): Promise<BenchServer> => {
  const server = spawn(
    process.execPath,
    [
      ...nodeFlags,
      entry,
      "serve",
      ...args,
      "--no-lighthouse",
      "--allow-private-targets",
      "--shutdown-grace",
      "0",
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, SVC_LOG_LEVEL: "warning" } },
  )
  const baseUrl = await new Promise<string>((done, fail) => {
    let out = ""
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match?.[1] !== undefined) done(match[1])
    })
    server.on("exit", (code) => fail(new Error(`svc-server exited with ${code}`)))
  })
  return { process: server, baseUrl }
}

/** A process's resident memory now (`VmRSS`) or at its peak (`VmHWM`), in MiB, as Linux reports it. */
export const rssMiB = (pid: number | undefined, field: "VmRSS" | "VmHWM" = "VmRSS"): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024
}

/** A target site for the benches: `page` at every path on a free port of 127.0.0.1. */
export const serveOnePage = async (
  page: string,
): Promise<{ readonly port: number; readonly close: () => void }> => {
  const site = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    response.end(page)
  })
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done))
  const address = site.address()
  if (address === null || typeof address === "string") throw new Error("no site port")
  return { port: address.port, close: () => site.close() }
}
