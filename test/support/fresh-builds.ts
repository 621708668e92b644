import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"

const root = resolve(import.meta.dirname, "../..")

/** The newest (or oldest) modification time under a path. */
const changed = (path: string, pick: (a: number, b: number) => number): number => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((time, entry) => pick(time, changed(join(path, entry), pick)), stat.mtimeMs)
}

/** Every workspace package with a build: packages/*, rules/*, adapters/*. */
const builtPackages = (): string[] =>
  ["packages", "rules", "adapters"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name))
      .filter((dir) => {
        const manifest = join(dir, "package.json")
        return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).scripts?.build !== undefined
      }),
  )

/** Whether a package's build is missing or older than its sources. */
const stale = (dir: string): boolean => {
  const dist = join(dir, "dist")
  if (!existsSync(dist)) return true
  const sources = ["src", "package.json", "tsup.config.ts"].map((path) => join(dir, path)).filter(existsSync)
  return Math.max(...sources.map((path) => changed(path, Math.max))) > changed(dist, Math.min)
}

/**
 * Tests that run a built bin run what the sources say: when `bin`'s package has a build (its bin then
 * runs it, and the workspace packages' builds with it), every workspace build that is missing or older
 * than its sources is built again first. Without a build, a bin that can run the sources does (`svc`,
 * `svc-server`); one that runs only its build (`onlyBuilt`: `svc-mcp`) gets every build it loads.
 */
export const rebuildStaleBuilds = (binPackage: string, { onlyBuilt = false } = {}): void => {
  if (!onlyBuilt && !existsSync(join(binPackage, "dist"))) return
  const tsup = join(
    dirname(createRequire(import.meta.url).resolve("tsup/package.json")),
    "dist/cli-default.js",
  )
  for (const dir of builtPackages().filter(stale))
    execFileSync(process.execPath, [tsup], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] })
}
