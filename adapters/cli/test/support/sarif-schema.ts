import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import type { ErrorObject } from "ajv"
import Ajv from "ajv-draft-04"
import addFormats from "ajv-formats"
import { expect } from "vitest"

// The SARIF 2.1.0 JSON schema (its final "rtm.5" text, a draft-04 schema) as the npm package
// @microsoft/jest-sarif ships it: read from node_modules, never fetched at test time.
const packageDirectory = dirname(createRequire(import.meta.url).resolve("@microsoft/jest-sarif/package.json"))
const schema: unknown = JSON.parse(
  readFileSync(join(packageDirectory, "lib/schemas/sarif-2.1.0-rtm.5.json"), "utf8"),
)

// The schema's `language` pattern is not valid with the `u` flag (a stray `]`); JSON Schema patterns
// are ECMA-262 expressions, so they are compiled without it.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
addFormats(ajv)
const validate = ajv.compile(schema as object)

/** The schema errors of a SARIF log; empty when it is valid SARIF 2.1.0. */
export const sarifSchemaErrors = (log: unknown): ReadonlyArray<ErrorObject> =>
  validate(log) ? [] : [...(validate.errors ?? [])]

/** The results of the one run of the SARIF log `stdout` holds, once the log is checked to be valid SARIF 2.1.0. */
export const validSarifResults = <Result>(stdout: string): ReadonlyArray<Result> => {
  const log = JSON.parse(stdout) as {
    readonly runs: ReadonlyArray<{ readonly results: ReadonlyArray<Result> }>
  }
  expect(sarifSchemaErrors(log)).toEqual([])
  return log.runs[0]?.results ?? []
}

/** The title the schema declares, so a test can show which schema it validated against. */
export const sarifSchemaTitle = (schema as { title: string }).title
