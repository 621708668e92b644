import { execFile } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

export const root = resolve(import.meta.dirname, "../..")

export interface Manifest {
  readonly name: string
  readonly version: string
  readonly private?: boolean
  readonly files?: ReadonlyArray<string>
  readonly main?: string
  readonly types?: string
  readonly bin?: Readonly<Record<string, string>>
  readonly exports?: Readonly<Record<string, unknown>>
  readonly repository?: { readonly type?: string; readonly url?: string; readonly directory?: string }
  readonly dependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
}

/** A workspace package as `pnpm pack` publishes it: the tarball, its file list and its packed manifest. */
export interface PackedPackage {
  readonly dir: string
  readonly tarball: string
  readonly files: ReadonlyArray<string>
  readonly manifest: Manifest
}

/** Every package of the workspace that is published (not `private`), by its folder under the root. */
export const publishedPackages = (): ReadonlyArray<{ readonly dir: string; readonly manifest: Manifest }> =>
  ["packages", "rules", "adapters"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")))
      .map((entry) => {
        const dir = `${group}/${entry.name}`
        return {
          dir,
          manifest: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Manifest,
        }
      })
      .filter(({ manifest }) => manifest.private !== true),
  )

/** The manifest inside a tarball, as npm will read it. */
const packedManifest = async (tarball: string): Promise<Manifest> =>
  JSON.parse((await run("tar", ["-xzOf", tarball, "package/package.json"])).stdout) as Manifest

/** Packs every published package with pnpm (workspace and catalog versions replaced, publishConfig applied). */
export const packWorkspace = async (destination: string): Promise<ReadonlyArray<PackedPackage>> => {
  const published = publishedPackages()
  const missingBuild = published.filter(({ dir }) => !existsSync(join(root, dir, "dist")))
  if (missingBuild.length > 0) {
    throw new Error(`run \`pnpm build\` first: no dist/ in ${missingBuild.map(({ dir }) => dir).join(", ")}`)
  }
  const filters = published.flatMap(({ dir }) => ["--filter", `./${dir}`])
  const { stdout } = await run(
    "pnpm",
    ["-r", ...filters, "pack", "--json", "--pack-destination", destination],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const tarballs = JSON.parse(stdout) as ReadonlyArray<{
    name: string
    filename: string
    files: ReadonlyArray<{ path: string }>
  }>
  return Promise.all(
    published.map(async ({ dir, manifest }) => {
      const packed = tarballs.find((tarball) => tarball.name === manifest.name)
      if (packed === undefined) throw new Error(`pnpm packed no tarball of ${manifest.name}`)
      return {
        dir,
        tarball: packed.filename,
        files: packed.files.map((file) => file.path),
        manifest: await packedManifest(packed.filename),
      }
    }),
  )
}

/** Every file an `exports` map can point at, whatever the conditions. */
export const exportTargets = (exports: unknown): ReadonlyArray<string> => {
  if (typeof exports === "string") return [exports]
  if (exports === null || typeof exports !== "object") return []
  return Object.values(exports).flatMap(exportTargets)
}

/** The conditions an `exports` entry offers, in order. */
export const conditionsOf = (entry: unknown): ReadonlyArray<string> =>
  entry !== null && typeof entry === "object" ? Object.keys(entry) : []
