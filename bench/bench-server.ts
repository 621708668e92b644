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

/** A field of a process's `/proc/<pid>/status` in MiB (the kernel gives kB). */
const statusMiB = (pid: number | undefined, field: string): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024
}

/**
 * The process that serves: on glibc Linux `svc-server serve` relaunches itself with malloc settings
 * (adapters/server/src/launch/), so the process a bench started is a launcher and the server its
 * child; elsewhere (or with `SVC_NO_MALLOC_TUNING=true`) the process itself. (The benches' servers
 * start no other process: no Lighthouse.)
 */
export const servingPid = (pid: number | undefined): number => {
  const child = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ")[0]
  return child === undefined || child === "" ? Number(pid) : Number(child)
}

/**
 * What `svc-server` started as `pid` holds in memory now, in MiB: the RSS of the process that serves,
 * plus a launcher's own memory (`RssAnon`: its code is the node binary the server maps too, counted
 * once, as a container's limit counts it).
 */
export const serverTreeMiB = (pid: number | undefined): number => {
  const serving = servingPid(pid)
  return statusMiB(serving, "VmRSS") + (serving === pid ? 0 : statusMiB(pid, "RssAnon"))
}

/** A process's resident memory now (`VmRSS`) or at its peak (`VmHWM`), in MiB, as Linux reports it. */
export const rssMiB = (pid: number | undefined, field: "VmRSS" | "VmHWM" = "VmRSS"): number =>
  statusMiB(pid, field)

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
