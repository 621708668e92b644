import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
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

/** The file a report to `path` would be: the checked folder's path and the name (the folder is closed again). */
const target = (path: string) =>
  Effect.runPromise(
    Effect.either(
      Effect.scoped(Effect.map(reportTarget(path, work.path), (place) => join(place.folderPath, place.name))),
    ),
  )
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
    expect(await refusedWith(`${"é".repeat(126)}.pdf`)).toContain("longer than 255 bytes")
    expect(await refusedWith(`${"a/".repeat(2100)}report.pdf`)).toContain("longer than 4095 bytes")
  })
})

describe("writing the report", () => {
  const bytes = new TextEncoder().encode("%PDF-1.7 test")
  /** Checks `path`, runs `between` (what happens during the audit), then writes. */
  const write = (path: string, between: () => void = () => {}) =>
    Effect.runPromise(
      Effect.either(
        Effect.scoped(
          Effect.flatMap(reportTarget(path, work.path), (place) =>
            Effect.flatMap(Effect.sync(between), () => writeNewFile(place, bytes)),
          ),
        ),
      ),
    )

  it("writes a new file and answers where", async () => {
    const path = join(work.path, "new.pdf")
    expect(await write("new.pdf")).toEqual(Either.right(path))
    expect(readFileSync(path)).toEqual(Buffer.from(bytes))
  })

  it("refuses a file that appeared after the check, leaving it as it was", async () => {
    const path = join(work.path, "raced.pdf")
    const result = await write("raced.pdf", () => writeFileSync(path, "someone else's"))
    expect(Either.isLeft(result) && result.left.message).toMatch(/already exists/)
    expect(readFileSync(path, "utf8")).toBe("someone else's")
  })

  it("refuses to write through a symbolic link put in the file's place after the check", async () => {
    const victim = join(elsewhere.path, "victim.txt")
    writeFileSync(victim, "untouched")
    const result = await write("link.pdf", () => symlinkSync(victim, join(work.path, "link.pdf")))
    expect(Either.isLeft(result)).toBe(true)
    expect(readFileSync(victim, "utf8")).toBe("untouched")
  })

  it("writes in the folder checked even when a link to elsewhere took its place after the check", async () => {
    mkdirSync(join(work.path, "reports"))
    const result = await write("reports/swapped.pdf", () => {
      renameSync(join(work.path, "reports"), join(work.path, "moved"))
      symlinkSync(elsewhere.path, join(work.path, "reports"))
    })
    expect(result).toEqual(Either.right(join(work.path, "moved/swapped.pdf")))
    expect(readdirSync(elsewhere.path)).toEqual([])
  })

  it("refuses, writing nothing, when the folder checked was moved out of the working directory", async () => {
    mkdirSync(join(work.path, "reports"))
    const result = await write("reports/away.pdf", () =>
      renameSync(join(work.path, "reports"), join(elsewhere.path, "reports")),
    )
    expect(Either.isLeft(result) && result.left.message).toMatch(/moved out of the working directory/)
    expect(readdirSync(join(elsewhere.path, "reports"))).toEqual([])
  })
})
