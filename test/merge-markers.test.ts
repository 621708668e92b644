// A merge that leaves its conflict markers in a document or source file breaks what a reader or the
// compiler sees, and Markdown shows them as text: none may be committed.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const MARKER = /^(<{7}|>{7}) |^={7}$/m

it("no tracked text file holds a merge conflict marker", () => {
  const files = execFileSync("git", ["ls-files", "*.md", "*.ts", "*.json", "*.yaml", "*.sh", "*.js"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file !== "" && file !== "pnpm-lock.yaml")
  expect(files.length).toBeGreaterThan(100)
  expect(files.filter((file) => MARKER.test(readFileSync(join(root, file), "utf8")))).toEqual([])
})
