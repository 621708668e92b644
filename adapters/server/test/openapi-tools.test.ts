import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { failuresOf, pollsOf, runCollection } from "./support/newman"
import { type RunningServer, removeTempFolders, runCommand, startServer } from "./support/server-process"

const openApiFile = resolve(import.meta.dirname, "../../../docs/openapi.json")
const bin = (name: string) => resolve(import.meta.dirname, "../node_modules/.bin", name)
/** Neither tool may phone home or print update notices in a test. */
const quiet = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", SCARF_ANALYTICS: "false" }

/** A port on 127.0.0.1 that was free a moment ago. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => done(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

interface Prism {
  readonly url: string
  readonly output: () => string
  readonly process: ChildProcess
}

/** `prism proxy docs/openapi.json <upstream> --errors`: a violation becomes an error answer and a log line. */
const startPrism = async (upstream: string): Promise<Prism> => {
  const port = await freePort()
  const child = spawn(
    bin("prism"),
    ["proxy", openApiFile, upstream, "--errors", "--host", "127.0.0.1", "--port", String(port)],
    { env: { ...process.env, ...quiet }, stdio: ["ignore", "pipe", "pipe"] },
  )
  let output = ""
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`prism did not start:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8")
      if (output.includes("Prism is listening on")) {
        clearTimeout(timer)
        done(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.on("exit", (code) => {
      clearTimeout(timer)
      fail(new Error(`prism exited with ${code}:\n${output}`))
    })
  })
  return { url, output: () => output, process: child }
}

/** Prism's log lines that report a violation or an error answer of its own. */
const violationsIn = (log: string): ReadonlyArray<string> =>
  log.split("\n").filter((line) => /✖|⚠|violation|error|warning/i.test(line))

let site: FixtureSite
let server: RunningServer
let prism: Prism

beforeAll(async () => {
  site = await serveFixtureSite()
  server = await startServer()
  prism = await startPrism(server.url)
}, 120_000)

afterAll(async () => {
  prism?.process.kill("SIGTERM")
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

describe("docs/openapi.json under the tools users check it with", () => {
  it("Redocly's recommended ruleset finds no error", async () => {
    const lint = await runCommand(
      bin("redocly"),
      ["lint", openApiFile, "--extends", "recommended", "--format", "json"],
      { env: quiet },
    )
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number }
      problems: ReadonlyArray<{ ruleId: string; severity: string; message: string }>
    }
    const errors = report.problems.filter((problem) => problem.severity === "error")
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([])
    expect(report.totals.errors).toBe(0)
    expect(lint.code, lint.stderr).toBe(0)
  }, 60_000)

  it("Prism's validating proxy in front of a real server finds no violation over the Postman collection", async () => {
    site.delay("/robots.txt", 1_000)
    const run = await runCollection(
      {
        base_url: prism.url,
        api_key: (await issueKey(server.db, { pagesPerSite: 50 })).key,
        target_url: site.url("/"),
        unreachable_url: "http://127.0.0.1:1/",
        poll_interval_ms: "300",
        validating_proxy: "true",
      },
      120_000,
    )
    expect(violationsIn(prism.output())).toEqual([])
    expect(failuresOf(run)).toEqual([])
    expect(run.code, run.output).toBe(0)
    expect(pollsOf(run)).toBeGreaterThan(1)
    // Every call but the three that break the document on purpose went through the proxy: the PDF too.
    expect(new Set(run.report.executions.map((execution) => execution.item.name))).toEqual(
      new Set([
        "Health",
        "Key check (valid key: 404 not_found)",
        "Retired synchronous endpoint (410 use_async)",
        "Start: invalid body (400 invalid_request)",
        "Start: query over 32 words (400 invalid_query)",
        "Start: unreachable target (502 unreachable)",
        "Start an audit (202)",
        "PDF: page out of range (400 bad_page)",
        "Status: poll until complete (200)",
        "PDF report (200 application/pdf)",
        "Another audit id (404 not_found)",
      ]),
    )
  }, 150_000)
})
