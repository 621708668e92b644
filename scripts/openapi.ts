// pnpm openapi [--check]: writes docs/openapi.json from the HttpApi in @svc/contract; --check fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import { openApiDocument } from "@svc/contract"

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } })
const target = resolve(import.meta.dirname, "../docs/openapi.json")
const generated = `${JSON.stringify(openApiDocument(), null, 2)}\n`

if (values.check) {
  const committed = readFileSync(target, "utf8")
  if (committed !== generated) {
    console.error("docs/openapi.json is stale: run `pnpm openapi`.")
    process.exit(1)
  }
  console.log("docs/openapi.json is up to date.")
} else {
  writeFileSync(target, generated)
  console.log(`wrote ${target}`)
}
