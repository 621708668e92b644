import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect, Either } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { reportTarget, writeNewFile } from "../src/report-file"
import { temporaryDirectory } from "./support/svc-mcp"

let work: ReturnType<typeof temporaryDirectory>
let elsewhere: ReturnType<typeof temporaryDirectory>
beforeEach(() => {
  work = temporaryDirectory()
  elsewhere = temporaryDirectory()
})
afterEach(() => {
  work.dispose()
  elsewhere.dispose()
})

const target = (path: string) => Effect.runPromise(Effect.either(reportTarget(path, work.path)))
const refusedWith = async (path: string) => {
  const result = await target(path)
  if (Either.isRight(result)) throw new Error(`${path} was accepted as ${result.right}`)
  expect(result.left.code).toBe("invalid_request")
  return result.left.message
}

describe("where svc_report_pdf may write", () => {
  it("accepts a relative path inside the working directory and creates its missing folders", async () => {
    expect(await target("a/b/report.pdf")).toEqual(Either.right(join(work.path, "a/b/report.pdf")))
    expect(await target("./x/../report.PDF")).toEqual(Either.right(join(work.path, "report.PDF")))
  })

  it("refuses relative paths that lead outside the working directory", async () => {
    for (const path of ["../report.pdf", "a/../../report.pdf", "../../../../../../tmp/report.pdf"])
      expect(await refusedWith(path)).toContain("outside the working directory")
  })

  it("refuses a relative path through a symbolic link that leads outside", async () => {
    symlinkSync(elsewhere.path, join(work.path, "link"))
    expect(await refusedWith("link/report.pdf")).toContain("outside the working directory")
  })

  it("accepts an absolute path outside when its folder exists and is writable, and never creates folders there", async () => {
    const outside = join(elsewhere.path, "report.pdf")
    expect(await target(outside)).toEqual(Either.right(outside))
    expect(await refusedWith(join(elsewhere.path, "missing/report.pdf"))).toContain("does not exist")
  })

  // root may write to any folder, so only another user can see this refusal.
  it.skipIf(process.getuid?.() === 0)(
    "refuses an absolute path outside whose folder is not writable",
    async () => {
      chmodSync(elsewhere.path, 0o500)
      try {
        expect(await refusedWith(join(elsewhere.path, "report.pdf"))).toContain("not writable")
      } finally {
        chmodSync(elsewhere.path, 0o700)
      }
    },
  )

  it("refuses a file that exists, inside or outside, and names what to do", async () => {
    writeFileSync(join(work.path, "old.pdf"), "keep me")
    writeFileSync(join(elsewhere.path, "old.pdf"), "keep me")
    expect(await refusedWith("old.pdf")).toMatch(
      /already exists and svc never overwrites a file; choose another file name/,
    )
    expect(await refusedWith(join(elsewhere.path, "old.pdf"))).toContain("already exists")
    mkdirSync(join(work.path, "folder.pdf"))
    expect(await refusedWith("folder.pdf")).toContain("already exists")
  })

  it("refuses paths that are empty, not .pdf, or hold a NUL", async () => {
    expect(await refusedWith("  ")).toContain("path is empty")
    expect(await refusedWith("report.txt")).toContain("does not end in .pdf")
    expect(await refusedWith("report")).toContain("does not end in .pdf")
    expect(await refusedWith("a\0b.pdf")).toContain("NUL")
  })
})

describe("writing the report", () => {
  const bytes = new TextEncoder().encode("%PDF-1.7 test")
  const write = (path: string) => Effect.runPromise(Effect.either(writeNewFile(path, bytes)))

  it("writes a new file", async () => {
    const path = join(work.path, "new.pdf")
    expect(Either.isRight(await write(path))).toBe(true)
    expect(readFileSync(path)).toEqual(Buffer.from(bytes))
  })

  it("refuses a file that appeared after the check, leaving it as it was", async () => {
    const path = join(work.path, "raced.pdf")
    writeFileSync(path, "someone else's")
    const result = await write(path)
    expect(Either.isLeft(result) && result.left.message).toMatch(/already exists/)
    expect(readFileSync(path, "utf8")).toBe("someone else's")
  })

  it("answers a write the file system refuses with the reason", async () => {
    const result = await write("/proc/report.pdf")
    expect(Either.isLeft(result) && result.left.message).toMatch(
      /^the report could not be written to \/proc\/report\.pdf \(E[A-Z]+\)\.$/,
    )
  })

  it("refuses to write through a symbolic link in the file's place", async () => {
    const victim = join(elsewhere.path, "victim.txt")
    writeFileSync(victim, "untouched")
    symlinkSync(victim, join(work.path, "link.pdf"))
    const result = await write(join(work.path, "link.pdf"))
    expect(Either.isLeft(result)).toBe(true)
    expect(readFileSync(victim, "utf8")).toBe("untouched")
  })
})
