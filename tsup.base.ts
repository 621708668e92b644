import { defineConfig } from "tsup"

/** The build every workspace package shares: ESM with declarations, one bundle per entry. */
export const packageBuild = (entry: Record<string, string> = { index: "src/index.ts" }) =>
  defineConfig({
    entry,
    format: ["esm"],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "node20",
    platform: "node",
  })
