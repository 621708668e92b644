import { readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  AuditRequestBody,
  decodeAuditRequest,
  ErrorBody,
  errorCodes,
  errorStatus,
  PageEntry,
  Result,
  Site,
  StartRecord,
  StatusRecord,
} from "../src"

const apiDoc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8")

/** The schemas an example may illustrate, by the name in its `<!-- schema: Name -->` marker. */
const schemas: Readonly<Record<string, Schema.Schema.AnyNoContext>> = {
  AuditRequestBody,
  StartRecord,
  StatusRecord,
  PageEntry,
  Result,
  Site,
  ErrorBody,
}

interface Example {
  readonly line: number
  readonly schemaName: string | undefined
  readonly json: string
}

const MARKER = /^<!--\s*schema:\s*(\w+)\s*-->$/

/** Every ```json block of the document, with the schema named on the line before it. */
const examples = (markdown: string): ReadonlyArray<Example> => {
  const lines = markdown.split("\n")
  const found: Example[] = []
  lines.forEach((line, index) => {
    if (line.trim() !== "```json") return
    const end = lines.findIndex((candidate, at) => at > index && candidate.trim() === "```")
    const previous = lines.slice(0, index).findLast((candidate) => candidate.trim() !== "")
    found.push({
      line: index + 1,
      schemaName: previous?.trim().match(MARKER)?.[1],
      json: lines.slice(index + 1, end === -1 ? undefined : end).join("\n"),
    })
  })
  return found
}

const all = examples(apiDoc)

describe("docs/api.md", () => {
  it("has JSON examples", () => {
    expect(all.length).toBeGreaterThan(10)
  })

  it.each(all.map((example) => [example.line, example] as const))(
    "the JSON example on line %i is marked and decodes with its schema",
    (_line, example) => {
      expect(example.schemaName, "the line before the block must be <!-- schema: Name -->").toBeDefined()
      const schema = schemas[example.schemaName ?? ""]
      expect(schema, `unknown schema ${example.schemaName}`).toBeDefined()
      if (schema === undefined) return
      const value: unknown = JSON.parse(example.json)
      // Excess properties are an error here: an example must not show a field the contract lacks.
      const decoded = Schema.decodeUnknownEither(schema, { onExcessProperty: "error" })(value)
      if (Either.isLeft(decoded)) expect.fail(String(decoded.left))
      if (example.schemaName === "AuditRequestBody") {
        const request = decodeAuditRequest(value)
        if (Either.isLeft(request)) expect.fail(request.left.message)
      }
    },
  )

  it("shows an error body for every code", () => {
    const shown = all
      .filter((example) => example.schemaName === "ErrorBody")
      .map((example) => Schema.decodeUnknownSync(ErrorBody)(JSON.parse(example.json)).code)
    expect([...shown].sort()).toEqual([...errorCodes].sort())
  })

  it("names every error code with its HTTP status in the errors table", () => {
    for (const code of errorCodes) {
      expect(apiDoc).toMatch(new RegExp(`^\\|\\s*${errorStatus[code]}\\s*\\|\\s*\`${code}\`\\s*\\|`, "m"))
    }
  })

  it("keeps a Scoring section that points to docs/scoring.md and a section of svc's own decisions", () => {
    expect(apiDoc).toMatch(/^## Scoring\n[\s\S]*docs\/scoring\.md/m)
    expect(apiDoc).toMatch(/^## Decisions made by svc$/m)
  })
})
