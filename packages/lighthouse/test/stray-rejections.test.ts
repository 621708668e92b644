import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const module = join(import.meta.dirname, "../src/stray-rejections.ts")

/** Runs a script in a fresh Node (default unhandled-rejection mode) and returns its exit status. */
const run = (script: string): number | null =>
  spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: import.meta.dirname,
    encoding: "utf8",
  }).status

describe("absorbStrayRejections (in a child Node process)", () => {
  it("keeps the process alive when a killed run's protocol call rejects unobserved", () => {
    const status = run(`
      const { absorbStrayRejections } = await import(${JSON.stringify(module)})
      absorbStrayRejections(1000)
      Promise.reject(Object.assign(new Error("Protocol error (Page.navigate): Target closed"), { protocolMethod: "Page.navigate" }))
      setTimeout(() => process.exit(0), 200)
    `)
    expect(status).toBe(0)
  })

  it("leaves any other unhandled rejection fatal, as Node's default is", () => {
    const status = run(`
      const { absorbStrayRejections } = await import(${JSON.stringify(module)})
      absorbStrayRejections(1000)
      Promise.reject(new Error("a bug elsewhere"))
      setTimeout(() => process.exit(0), 200)
    `)
    expect(status).not.toBe(0)
  })

  it("control: without it, the protocol rejection is fatal", () => {
    const status = run(`
      Promise.reject(Object.assign(new Error("Protocol error"), { protocolMethod: "Page.navigate" }))
      setTimeout(() => process.exit(0), 200)
    `)
    expect(status).not.toBe(0)
  })
})
