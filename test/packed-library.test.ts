import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { auditHtml } from "@svc/audit"
import { describe, expect, it } from "vitest"

// `scripts/node-lines.sh` installs the packed tarballs of @svc/audit and the packages it needs into a
// scratch project (SVC_PACKED_LIBRARY) with npm, as a user would, and runs this on each Node line.
const scratch = process.env.SVC_PACKED_LIBRARY

const page = `<!doctype html><html lang="en"><head><title>Rye bread</title></head><body><main><h1>Rye</h1>
<p>Dark rye bread, baked daily in Košice.</p><img src="rye.jpg"></main></body></html>`
const options = { url: "https://bakery.example/rye", query: "rye bread" }

/** What a result says, without the moment it was made. */
const verdict = (result: Awaited<ReturnType<typeof auditHtml>>) => ({
  score: result.score,
  findings: result.findings.map((finding) => [finding.id, finding.level]),
})

describe.skipIf(scratch === undefined)("@svc/audit from its packed tarball, installed with npm", () => {
  it("loads from the scratch project's node_modules in this Node and audits as the sources do", async () => {
    const script = `
      const { auditHtml } = await import("@svc/audit")
      const result = await auditHtml(${JSON.stringify(page)}, ${JSON.stringify(options)})
      console.log(JSON.stringify({ from: import.meta.resolve("@svc/audit"), version: process.version, result }))`
    const answer = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: scratch,
        encoding: "utf8",
      }),
    )
    expect(answer.from).toBe(`file://${join(scratch ?? "", "node_modules/@svc/audit/dist/index.js")}`)
    expect(answer.version).toBe(process.version)
    expect(verdict(answer.result)).toEqual(verdict(await auditHtml(page, options)))
  })
})
