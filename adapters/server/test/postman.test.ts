import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer, tempFolder } from "./support/server-process"

const postman = resolve(import.meta.dirname, "../../../docs/postman")
const collectionFile = join(postman, "svc.postman_collection.json")
const environmentFile = join(postman, "svc.postman_environment.json")
const newman = resolve(import.meta.dirname, "../node_modules/.bin/newman")

interface NewmanReport {
  readonly run: {
    readonly stats: Record<string, { readonly total: number; readonly failed: number }>
    readonly failures: ReadonlyArray<{
      readonly error: { readonly message: string }
      readonly source?: { readonly name?: string }
    }>
    readonly executions: ReadonlyArray<{ readonly item: { readonly name: string } }>
  }
}

let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite()
  server = await startServer()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

describe("the Postman collection", () => {
  it("holds no key, and its environment names every variable with an empty api_key", () => {
    const environment = JSON.parse(readFileSync(environmentFile, "utf8")) as {
      values: ReadonlyArray<{ key: string; value: string }>
    }
    expect(Object.fromEntries(environment.values.map(({ key, value }) => [key, value]))).toMatchObject({
      base_url: "http://127.0.0.1:8080",
      api_key: "",
    })
    for (const file of [collectionFile, environmentFile])
      expect(readFileSync(file, "utf8")).not.toMatch(/svc_[A-Za-z0-9_-]{43}/)
  })

  it("passes every test when newman runs it against a real server", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    // The audit takes a couple of seconds, so the status call polls more than once.
    site.delay("/robots.txt", 2_000)
    const report = join(tempFolder(), "newman.json")
    const args = [
      "run",
      collectionFile,
      "--environment",
      environmentFile,
      "--env-var",
      `base_url=${server.url}`,
      "--env-var",
      `api_key=${key}`,
      "--env-var",
      `target_url=${site.url("/")}`,
      "--env-var",
      "unreachable_url=http://127.0.0.1:1/",
      "--env-var",
      "poll_interval_ms=500",
      "--reporters",
      "cli,json",
      "--reporter-json-export",
      report,
      "--disable-unicode",
      "--color",
      "off",
    ]
    const run = await new Promise<{ code: number | null; output: string }>((done, fail) => {
      const child = spawn(newman, args, { stdio: ["ignore", "pipe", "pipe"] })
      let output = ""
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8")
      })
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8")
      })
      child.on("error", fail)
      child.on("close", (code) => done({ code, output }))
    })
    const { run: result } = JSON.parse(readFileSync(report, "utf8")) as NewmanReport
    expect(result.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`)).toEqual([])
    expect(run.code, run.output).toBe(0)
    const ran = new Set(result.executions.map((execution) => execution.item.name))
    const collection = JSON.parse(readFileSync(collectionFile, "utf8")) as {
      item: ReadonlyArray<{ name: string }>
    }
    // One test per call at least, and the finished result's.
    expect(result.stats.assertions?.total).toBeGreaterThanOrEqual(collection.item.length + 1)
    expect([...ran].sort()).toEqual(collection.item.map((item) => item.name).sort())
    const polls = result.executions.filter((execution) => execution.item.name.startsWith("Status: poll"))
    expect(polls.length).toBeGreaterThan(1)
  }, 180_000)
})
