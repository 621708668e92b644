#!/usr/bin/env node
// svc-server: runs the built server (dist/) when installed from a package, and the TypeScript
// sources through tsx in a checkout of the repository, where workspace packages resolve to their
// sources by the "source" export condition — so `pnpm exec svc-server` never runs a stale build.
import { existsSync } from "node:fs"
import { register } from "node:module"

const source = new URL("../src/main.ts", import.meta.url)

if (existsSync(source)) {
  const { register: registerTsx } = await import("tsx/esm/api")
  registerTsx()
  register("./source-condition.js", import.meta.url)
  await import(source.href)
} else {
  await import(new URL("../dist/main.js", import.meta.url).href)
}
