import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")

interface MapRow {
  readonly name: string
  readonly folder: string
  readonly mayImport: ReadonlyArray<string>
}

/** The rows of the import map in docs/architecture.md (between its markers). */
const importMap = (): ReadonlyArray<MapRow> => {
  const docs = readFileSync(join(root, "docs/architecture.md"), "utf8")
  const table = docs.slice(docs.indexOf("<!-- import-map -->"), docs.indexOf("<!-- /import-map -->"))
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `@svc/"))
    .map((line) => {
      const [name = "", folder = "", , mayImport = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim())
      return {
        name: name.replaceAll("`", ""),
        folder,
        mayImport: mayImport === "—" ? [] : mayImport.split(",").map((entry) => `@svc/${entry.trim()}`),
      }
    })
}

/** Package folders of the workspace, and the @svc name of each. */
const workspacePackages = (): ReadonlyArray<{ readonly folder: string; readonly name: string }> =>
  ["packages", "rules", "adapters"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")))
      .map((entry) => {
        const folder = `${group}/${entry.name}`
        const manifest = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as {
          name: string
        }
        return { folder, name: manifest.name }
      }),
  )

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))

/** `@svc/x` names a source file imports: static and dynamic imports, re-exports and type imports. */
const importedPackages = (source: string): ReadonlyArray<string> =>
  [...source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["'](@svc\/[a-z0-9-]+)/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  )

/** Whether `name` is matched by a map entry, `@svc/rules-*` standing for every pack. */
const matches = (entry: string, name: string): boolean =>
  entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : entry === name

const rowOf = (map: ReadonlyArray<MapRow>, name: string): MapRow | undefined =>
  map.find((row) => matches(row.name, name))

describe("the import map of docs/architecture.md", () => {
  const map = importMap()

  it("lists every package of the workspace", () => {
    expect(map.length).toBeGreaterThan(10)
    const unlisted = workspacePackages().filter((pkg) => rowOf(map, pkg.name) === undefined)
    expect(unlisted).toEqual([])
  })

  it("holds for every import in every package's src/ and every dependency in its package.json", () => {
    const violations: string[] = []
    for (const pkg of workspacePackages()) {
      const row = rowOf(map, pkg.name)
      if (row === undefined) continue
      const allowed = (other: string) =>
        other === pkg.name || row.mayImport.some((entry) => matches(entry, other))
      for (const file of sourceFiles(join(root, pkg.folder, "src"))) {
        for (const imported of importedPackages(readFileSync(file, "utf8")))
          if (!allowed(imported)) violations.push(`${file.slice(root.length + 1)} imports ${imported}`)
      }
      const manifest = JSON.parse(readFileSync(join(root, pkg.folder, "package.json"), "utf8")) as Record<
        string,
        Record<string, string> | undefined
      >
      for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
        for (const dependency of Object.keys(manifest[field] ?? {}))
          if (dependency.startsWith("@svc/") && !allowed(dependency))
            violations.push(`${pkg.folder}/package.json ${field} names ${dependency}`)
      }
    }
    expect(violations).toEqual([])
  })

  it("catches an import the map does not allow", () => {
    expect(importedPackages('import { x } from "@svc/store"\nconst y = await import("@svc/server")')).toEqual(
      ["@svc/store", "@svc/server"],
    )
    const core = rowOf(map, "@svc/core")
    expect(core?.mayImport.some((entry) => matches(entry, "@svc/store"))).toBe(false)
  })
})
