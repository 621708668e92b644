// Loaded with `node --import`: writes the URL of every module the process resolves, one a line, to the
// file named by SVC_MODULE_RECORD. The same file is the hooks module node runs in its hooks thread.
import { appendFileSync } from "node:fs"
import { register } from "node:module"
import { isMainThread } from "node:worker_threads"

if (isMainThread) register(import.meta.url, { data: process.env.SVC_MODULE_RECORD })

let record = ""

export const initialize = (file) => {
  record = file
}

export const resolve = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context)
  appendFileSync(record, `${resolved.url}\n`)
  return resolved
}
