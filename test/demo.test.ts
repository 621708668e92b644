import { execFile } from "node:child_process"
import { resolve } from "node:path"
import { promisify } from "node:util"
import { Result } from "@svc/contract"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"

const run = promisify(execFile)
const root = resolve(import.meta.dirname, "..")
const demo = (...args: string[]) =>
  run(process.execPath, ["--conditions=source", "--import", "tsx", "scripts/demo.ts", ...args], { cwd: root })

describe("pnpm demo (a real process)", () => {
  it("prints exactly a valid result object with --json, finding the demo site's known defects", async () => {
    const { stdout } = await demo("--json")
    const result = Schema.decodeUnknownSync(Result)(JSON.parse(stdout))
    expect(result.url).toBe("https://bakery.example/")
    const failing = result.findings
      .filter((finding) => finding.status === "fail")
      .map((finding) => finding.id)
    expect(failing).toEqual(expect.arrayContaining(["meta-description", "image-alt"]))
    expect(result.findings.find((finding) => finding.id === "llms-txt")?.status).toBe("review")
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.query.source).toBe("suggested")
    expect(result.page).toMatchObject({
      title: "Sourdough bread in Košice | Kváskový chlieb bakery",
      language: "en",
    })
  }, 60_000)

  it("measures the caller's phrase", async () => {
    const { stdout } = await demo("--json", "--query", "sourdough bread Košice")
    const result = Schema.decodeUnknownSync(Result)(JSON.parse(stdout))
    expect(result.query).toMatchObject({ primary: "sourdough bread Košice", source: "input" })
    expect(result.query.score).toBeGreaterThan(50)
  }, 60_000)

  it("prints the score and the worst findings for people", async () => {
    const { stdout } = await demo()
    expect(stdout).toMatch(/^Score \d+ /m)
    expect(stdout).toContain("fix:")
  }, 60_000)
})
