import { execFile, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { promisify } from "node:util"
import type { PackedPackage } from "./pack-workspace"
import { root } from "./pack-workspace"
import type { ReadmeExample } from "./readme-examples"

const run = promisify(execFile)

/** A version pinned in the workspace's pnpm catalog. */
export const catalogVersion = (name: string): string => {
  const yaml = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
  const match = new RegExp(`^\\s+"?${escaped}"?:\\s*(\\S+)\\s*$`, "m").exec(yaml)
  if (match?.[1] === undefined) throw new Error(`${name} is not in the pnpm catalog`)
  return match[1]
}

/** The lowest version a `^x.y.z` range allows. */
export const floorOf = (range: string): string => {
  const match = /^\^(\d+\.\d+\.\d+)$/.exec(range)
  if (match?.[1] === undefined) throw new Error(`"${range}" is not a ^x.y.z range`)
  return match[1]
}

/**
 * A fresh npm project in `dir` that depends on the packed tarballs (and nothing from the workspace)
 * plus the given registry packages, installed with npm as a user would (npm's cache keeps reruns quick).
 */
export const installScratchProject = async (
  dir: string,
  tarballs: ReadonlyArray<PackedPackage>,
  registry: Readonly<Record<string, string>>,
): Promise<void> => {
  const local = Object.fromEntries(tarballs.map((packed) => [packed.manifest.name, `file:${packed.tarball}`]))
  const manifest = {
    name: "svc-scratch",
    private: true,
    type: "module",
    dependencies: { ...local, ...registry },
    // Where one tarball depends on another (@svc/audit on @svc/core, …), npm takes the tarball too.
    overrides: Object.fromEntries(Object.keys(local).map((name) => [name, `$${name}`])),
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline", "--loglevel=error"],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  )
}

/**
 * Runs a README's `npm install …` in a fresh project in `dir`, as a reader would, with each `@svc/*`
 * package it names taken from its tarball (they are not on the registry) and every other argument
 * (`effect@^3`, `@effect/platform`) resolved by the registry. Answers what npm printed on stderr.
 */
export const installAsReadmeSays = async (
  dir: string,
  command: ReadonlyArray<string>,
  tarballs: ReadonlyArray<PackedPackage>,
): Promise<string> => {
  const tarballOf = new Map(tarballs.map((packed) => [packed.manifest.name, `file:${packed.tarball}`]))
  const manifest = {
    name: "svc-readme-reader",
    private: true,
    type: "module",
    // The @svc/* packages the named ones depend on come from their tarballs too (npm refuses an
    // override of a package the command names itself).
    overrides: Object.fromEntries([...tarballOf].filter(([name]) => !command.includes(name))),
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  const args = command.map((argument) => tarballOf.get(argument) ?? argument)
  const { stderr } = await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...args], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  return stderr
}

/** Every copy of a package installed anywhere under `dir`'s node_modules, as "path@version". */
export const installedCopies = (dir: string, name: string): ReadonlyArray<string> => {
  const copies: string[] = []
  const visit = (modules: string): void => {
    if (!existsSync(modules)) return
    const here = join(modules, name, "package.json")
    if (existsSync(here)) {
      copies.push(
        `${here.slice(dir.length + 1)}@${(JSON.parse(readFileSync(here, "utf8")) as { version: string }).version}`,
      )
    }
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === ".bin") continue
      const packages = entry.name.startsWith("@")
        ? readdirSync(join(modules, entry.name)).map((inner) => join(modules, entry.name, inner))
        : [join(modules, entry.name)]
      for (const installed of packages) visit(join(installed, "node_modules"))
    }
  }
  visit(join(dir, "node_modules"))
  return copies
}

/** `unshare -rn` when this machine allows it: the command then runs with no network but loopback. */
export const offlinePrefix = (): ReadonlyArray<string> =>
  spawnSync("unshare", ["-rn", "true"]).status === 0 ? ["unshare", "-rn"] : []

const tsc = (project: string, config: string): Promise<string> =>
  run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", config], { cwd: project }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  )

/**
 * Writes each example to `examples/<name>.ts` in the project and compiles them with the project's own
 * tsc (strict, Node's module resolution) to `out/<name>.js`; answers tsc's diagnostics ("" when none).
 */
export const compileExamples = async (
  project: string,
  examples: ReadonlyArray<ReadmeExample>,
): Promise<string> => {
  mkdirSync(join(project, "examples"), { recursive: true })
  for (const example of examples) writeFileSync(join(project, "examples", `${example.name}.ts`), example.code)
  const tsconfig = {
    compilerOptions: {
      module: "nodenext",
      target: "es2022",
      strict: true,
      skipLibCheck: true,
      types: ["node"],
      rootDir: "examples",
      outDir: "out",
    },
    include: ["examples"],
  }
  writeFileSync(join(project, "tsconfig.json"), JSON.stringify(tsconfig))
  return tsc(project, "tsconfig.json")
}

/** tsc's diagnostics for `lines`, a CommonJS module resolved the node10 way (`main`/`types`, no `exports`). */
export const typeCheckOldResolution = async (
  project: string,
  lines: ReadonlyArray<string>,
): Promise<string> => {
  mkdirSync(join(project, "cjs"), { recursive: true })
  writeFileSync(join(project, "cjs", "old-resolution.ts"), `${lines.join("\n")}\n`)
  const tsconfig = {
    compilerOptions: {
      module: "commonjs",
      moduleResolution: "node10",
      ignoreDeprecations: "5.0",
      target: "es2022",
      strict: true,
      skipLibCheck: true,
      types: ["node"],
      noEmit: true,
    },
    include: ["cjs"],
  }
  writeFileSync(join(project, "tsconfig.node10.json"), JSON.stringify(tsconfig))
  return tsc(project, "tsconfig.node10.json")
}
