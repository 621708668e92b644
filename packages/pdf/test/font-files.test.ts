import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { checkFontFiles, RenderFailed } from "@svc/pdf/service"
import { afterAll, describe, expect, it } from "vitest"

// The check a process makes at start-up when its reports are rendered elsewhere: it reads the font
// files' headers only, and must still tell an installation that cannot render from one that can.

const folder = mkdtempSync(join(tmpdir(), "svc-font-files-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const failureOf = (check: () => void): RenderFailed => {
  try {
    check()
  } catch (error) {
    if (error instanceof RenderFailed) return error
    throw new Error(`expected RenderFailed, got ${String(error)}`)
  }
  throw new Error("expected the check to fail")
}

describe("checkFontFiles", () => {
  it("passes on the installed DejaVu faces", () => {
    expect(() => checkFontFiles()).not.toThrow()
  })

  it("refuses a face that is missing, not a font, or a collection, naming the file", () => {
    const text = join(folder, "notes.ttf")
    writeFileSync(text, "not a font at all")
    const collection = join(folder, "faces.ttc")
    writeFileSync(collection, Buffer.concat([Buffer.from("ttcf"), Buffer.alloc(60)]))
    for (const path of [join(folder, "missing.ttf"), text, collection]) {
      const failure = failureOf(() => checkFontFiles(() => path))
      expect(failure.message).toContain(path)
      expect(failure.toApiError().code).toBe("report_failed")
    }
  })
})
