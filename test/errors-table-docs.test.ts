import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { errorCodes, errorStatus, errorTable } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { errorsTableMarkdown, withErrorsTable } from "../scripts/errors-table"

const apiDocs = resolve(import.meta.dirname, "../docs/api.md")

describe("the errors table of docs/api.md", () => {
  it("is the one derived from the contract's errorTable (run `pnpm openapi` after changing it)", () => {
    const committed = readFileSync(apiDocs, "utf8")
    expect(withErrorsTable(committed)).toBe(committed)
  })

  it("has one row per code, with its HTTP status and every extra field", () => {
    const rows = errorsTableMarkdown().split("\n").slice(2)
    expect(rows).toHaveLength(errorCodes.length)
    for (const [index, code] of errorCodes.entries()) {
      const cells = rows[index]?.split("|").map((cell) => cell.trim()) ?? []
      expect(cells[1]).toBe(String(errorStatus[code]))
      expect(cells[2]).toBe(`\`${code}\``)
      for (const field of Object.keys(errorTable[code].fields)) expect(cells[4]).toContain(`\`${field}\``)
    }
  })
})
