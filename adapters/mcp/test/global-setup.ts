import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"

const packageDir = resolve(import.meta.dirname, "..")
const builtBin = join(packageDir, "dist/bin.js")

const newestChange = (path: string): number => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

/**
 * The tests spawn the built `svc-mcp` (dist/bin.js), as users run it. CI builds every package before
 * testing; a local run rebuilds this package's JavaScript when its sources are newer than the build.
 */
export const setup = (): void => {
  const sources = ["src", "package.json", "tsup.config.ts"].map((path) => join(packageDir, path))
  const built = existsSync(builtBin) ? statSync(builtBin).mtimeMs : 0
  if (built > Math.max(...sources.map(newestChange))) return
  const tsupPackage = createRequire(import.meta.url).resolve("tsup/package.json")
  execFileSync(process.execPath, [join(dirname(tsupPackage), "dist/cli-default.js"), "--no-dts"], {
    cwd: packageDir,
    stdio: ["ignore", "ignore", "inherit"],
  })
}
