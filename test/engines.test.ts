import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")

interface Manifest {
  readonly name: string
  readonly engines?: { readonly node?: string }
  readonly dependencies?: Readonly<Record<string, string>>
}

const read = (path: string): Manifest => JSON.parse(readFileSync(path, "utf8")) as Manifest

const compare = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number =>
  (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0)

/** The lowest Node version one `>=` or `^` comparator allows, as [major, minor, patch]; null for any other. */
const lowerBoundOf = (comparator: string): [number, number, number] | null => {
  const match = /^\s*(?:>=|\^)\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(comparator)
  if (match === null) return null
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}

/**
 * The lowest Node version a range allows: `>=20.18.1`, or the lowest alternative of
 * `^20.19.0 || ^22.12.0 || >=24.0.0`; null for any other range.
 */
const floorOf = (range: string | undefined): [number, number, number] | null => {
  const bounds = (range ?? "").split("||").map(lowerBoundOf)
  if (bounds.some((bound) => bound === null)) return null
  return (bounds as Array<[number, number, number]>).sort(compare)[0] ?? null
}

const workspace = new Map(
  ["packages", "rules", "adapters"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")))
      .map((entry) => {
        const dir = join(root, group, entry.name)
        return [read(join(dir, "package.json")).name, dir] as const
      }),
  ),
)

/** The manifest of a dependency as Node would find it from `dir` (its `exports` may hide package.json). */
const manifestOf = (dependency: string, dir: string): Manifest => {
  for (let at = dir; ; at = dirname(at)) {
    const path = join(at, "node_modules", dependency, "package.json")
    if (existsSync(path)) return read(path)
    if (dirname(at) === at) throw new Error(`${dependency} is not installed for ${dir}`)
  }
}

/** The floor a package needs: the highest of its own third-party dependencies' and its workspace dependencies' floors. */
const neededFloor = (name: string, seen = new Set<string>()): [number, number, number] => {
  const dir = workspace.get(name)
  if (dir === undefined || seen.has(name)) return [20, 0, 0]
  seen.add(name)
  let floor: [number, number, number] = [20, 0, 0]
  for (const dependency of Object.keys(read(join(dir, "package.json")).dependencies ?? {})) {
    const needed = workspace.has(dependency)
      ? neededFloor(dependency, seen)
      : floorOf(manifestOf(dependency, dir).engines?.node)
    if (needed !== null && compare(needed, floor) > 0) floor = needed
  }
  return floor
}

describe("engines", () => {
  it.each([...workspace.keys()])("%s names the Node its dependencies need", (name) => {
    const dir = workspace.get(name) ?? ""
    const range = read(join(dir, "package.json")).engines?.node
    expect(range, `${name}: engines.node must be a ">=" range`).toMatch(/^>=\s*v?\d+(\.\d+){0,2}$/)
    const declared = floorOf(range)
    expect(
      compare(declared ?? [0, 0, 0], neededFloor(name)),
      `${name} declares less than it needs`,
    ).toBeGreaterThanOrEqual(0)
  })

  it("the workspace root names the highest floor of all", () => {
    const highest = [...workspace.keys()]
      .map((name) => neededFloor(name))
      .sort(compare)
      .at(-1) ?? [20, 0, 0]
    expect(floorOf(read(join(root, "package.json")).engines?.node)).toEqual(highest)
  })
})
