import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"

/** The built bin, as `npx @svc/mcp` runs it (test/global-setup.ts builds it when stale). */
export const builtBin = resolve(import.meta.dirname, "../../dist/bin.js")

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/**
 * How to start the built bin: the workspace packages it imports are taken from their TypeScript
 * sources (the `source` export condition, loaded by tsx), so no other package needs building first.
 */
export const svcMcpCommand = {
  command: process.execPath,
  args: ["--conditions=source", "--import", tsxLoader, builtBin],
}

/** A temporary folder, removed by `dispose`. */
export const temporaryDirectory = (): { readonly path: string; readonly dispose: () => void } => {
  const path = mkdtempSync(join(tmpdir(), "svc-mcp-test-"))
  return { path, dispose: () => rmSync(path, { recursive: true, force: true }) }
}

/** What a finished svc-mcp process left. */
export interface SvcMcpRun {
  readonly stdout: string
  readonly stderr: string
  readonly code: number | null
}

/**
 * Spawns the real `svc-mcp args…` in a temporary folder with a bare environment (PATH, HOME there,
 * Lighthouse off) plus `env`; `onStdout` sees stdout as it grows, e.g. to close stdin after answers.
 */
export const spawnSvcMcp = (
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  onStdout: (stdout: string, child: ChildProcessWithoutNullStreams) => void = () => {},
): { readonly child: ChildProcessWithoutNullStreams; readonly finished: Promise<SvcMcpRun> } => {
  const directory = temporaryDirectory()
  const child = spawn(svcMcpCommand.command, [...svcMcpCommand.args, ...args], {
    cwd: directory.path,
    env: { PATH: process.env.PATH ?? "", HOME: directory.path, SVC_NO_LIGHTHOUSE: "true", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8")
    onStdout(stdout, child)
  })
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8")
  })
  const finished = new Promise<SvcMcpRun>((resolve) => {
    child.on("close", (code) => {
      directory.dispose()
      resolve({ stdout, stderr, code })
    })
  })
  return { child, finished }
}

export interface SvcMcpSession {
  readonly client: Client
  /** Everything the server wrote on stderr so far. */
  readonly stderr: () => string
  /** Errors the client's transport met, e.g. a stdout line that is not a protocol message. */
  readonly transportErrors: ReadonlyArray<Error>
  readonly close: () => Promise<void>
}

/**
 * Spawns the real `svc-mcp` with the SDK's own StdioClientTransport and connects the SDK's Client.
 * The environment is only what the SDK passes on by default (PATH, HOME, …) plus `env`. Lighthouse is
 * off (`SVC_NO_LIGHTHOUSE=true`) unless `env` turns it on: it needs Chromium and adds seconds to every
 * audit; test/lighthouse.test.ts measures with it.
 */
export const startSvcMcp = async (
  options: { readonly env?: Record<string, string>; readonly cwd?: string } = {},
): Promise<SvcMcpSession> => {
  const transport = new StdioClientTransport({
    ...svcMcpCommand,
    env: { SVC_NO_LIGHTHOUSE: "true", ...options.env },
    stderr: "pipe",
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  })
  let stderr = ""
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8")
  })
  const transportErrors: Error[] = []
  const client = new Client({ name: "svc-mcp-test", version: "1.0.0" })
  client.onerror = (error) => transportErrors.push(error)
  await client.connect(transport)
  return { client, stderr: () => stderr, transportErrors, close: () => client.close() }
}
