import { existsSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

/**
 * The root of the git checkout holding `directory` (the nearest folder with a `.git`), which code
 * scanning resolves paths against; `directory` itself outside a checkout.
 */
export const repositoryRoot = (directory: string = process.cwd()): string => {
  const start = resolve(directory)
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, ".git"))) return folder
    if (dirname(folder) === folder) return start
  }
}
