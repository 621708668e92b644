import { readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")

/** The longest a function may be, in lines from its first to its last (issue 33). */
const MAX_FUNCTION_LINES = 150

/** The source folders held to it: the store's and every adapter's. */
const sourceFolders = (): ReadonlyArray<string> => [
  "packages/store/src",
  ...readdirSync(join(root, "adapters"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `adapters/${entry.name}/src`)
    .filter((folder) => {
      try {
        return readdirSync(join(root, folder)).length > 0
      } catch {
        return false
      }
    }),
]

const typeScriptFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))

/** Every function of a file (declarations, expressions, arrows, methods) longer than the limit. */
const longFunctions = (path: string, text: string): ReadonlyArray<string> => {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > MAX_FUNCTION_LINES) found.push(`${relative(root, path)}:${first + 1} (${lines} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("functions in the store and the adapters", () => {
  it(`are at most ${MAX_FUNCTION_LINES} lines long`, () => {
    const files = sourceFolders().flatMap(typeScriptFiles)
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((path) => longFunctions(path, readFileSync(path, "utf8")))
    expect(long).toEqual([])
  })

  it("are measured from their first line to their last, nested ones too", () => {
    const body = (lines: number) =>
      Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index}`)
    const short = ["const short = () => {", ...body(MAX_FUNCTION_LINES), "}"].join("\n")
    const long = [
      "export function outer() {",
      "  const inner = () => {",
      ...body(MAX_FUNCTION_LINES + 1),
      "  }",
      "}",
    ].join("\n")
    expect(longFunctions(join(root, "short.ts"), short)).toEqual([])
    expect(longFunctions(join(root, "long.ts"), long)).toEqual([
      `long.ts:1 (${MAX_FUNCTION_LINES + 3} lines)`,
      `long.ts:2 (${MAX_FUNCTION_LINES + 1} lines)`,
    ])
  })
})
