#!/usr/bin/env node
// The `svc` command. Runs the build (dist/main.js) when there is one; in a workspace checkout
// without a build, runs the TypeScript source through tsx, resolving @svc/* packages to their source.
import { existsSync } from "node:fs"
import { register } from "node:module"

const built = new URL("../dist/main.js", import.meta.url)
if (existsSync(built)) {
  await import(built.href)
} else {
  register("./source-condition.js", import.meta.url)
  const { register: registerTypeScript } = await import("tsx/esm/api")
  registerTypeScript()
  await import(new URL("../src/main.ts", import.meta.url).href)
}
