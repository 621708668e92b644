// pnpm openapi [--check]: writes docs/openapi.json from the HttpApi in @svc/contract, and the errors table of
// docs/api.md from the contract's errorTable; --check fails when either is stale.
import { readFileSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import { openApiDocument } from "@svc/contract"
import { withErrorsTable } from "./errors-table"

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } })
const docs = resolve(import.meta.dirname, "../docs")
const generated: ReadonlyArray<readonly [string, (committed: string) => string]> = [
  [resolve(docs, "openapi.json"), () => `${JSON.stringify(openApiDocument(), null, 2)}\n`],
  [resolve(docs, "api.md"), withErrorsTable],
]

let stale = false
for (const [target, generate] of generated) {
  const committed = readFileSync(target, "utf8")
  const wanted = generate(committed)
  if (committed === wanted) console.log(`${target} is up to date.`)
  else if (values.check) {
    console.error(`${target} is stale: run \`pnpm openapi\`.`)
    stale = true
  } else {
    writeFileSync(target, wanted)
    console.log(`wrote ${target}`)
  }
}
if (stale) process.exit(1)
