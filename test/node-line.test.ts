import { execFileSync } from "node:child_process"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"

// `scripts/node-lines.sh` names the Node line it runs the end-to-end tests on (SVC_NODE_LINE): this
// proves the tests and the bins they spawn really run there, and prints the version into the run.
const line = process.env.SVC_NODE_LINE
const svc = resolve(import.meta.dirname, "../adapters/cli/bin/svc.js")

describe.skipIf(line === undefined)(`the end-to-end tests on Node ${line}`, () => {
  it("run in a Node of that line, and so does a bin spawned as the tests spawn them", () => {
    console.log(`node-lines: the tests run on Node ${process.version}`)
    expect(process.versions.node.split(".")[0]).toBe(line)
    const spawned = execFileSync(process.execPath, ["-e", "process.stdout.write(process.version)"], {
      encoding: "utf8",
    })
    expect(spawned).toBe(process.version)
    expect(execFileSync(process.execPath, [svc, "--help"], { encoding: "utf8" })).toMatch(/svc/)
  })
})
