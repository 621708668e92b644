import { readFileSync } from "node:fs"
import { join } from "node:path"

/** One ```ts block of a README, named after where it stands. */
export interface ReadmeExample {
  readonly name: string
  readonly code: string
}

/** The text of a markdown section: from its heading to the next heading of the same or a higher level. */
export const sectionOf = (markdown: string, heading: string): string => {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`no section "${heading}"`)
  const level = /^#+/.exec(heading)?.[0].length ?? 2
  const rest = markdown.slice(start + heading.length + 2)
  const next = new RegExp(`\\n#{1,${level}} `).exec(rest)
  return next === null ? rest : rest.slice(0, next.index)
}

/**
 * The TypeScript examples of a README (of one section of it when `heading` is given), each a module
 * of its own, exactly as a reader would copy it.
 */
export const readmeExamples = (
  path: string,
  prefix: string,
  heading?: string,
): ReadonlyArray<ReadmeExample> => {
  const markdown = readFileSync(path, "utf8")
  const text = heading === undefined ? markdown : sectionOf(markdown, heading)
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match, index) => ({
    name: `${prefix}-${index + 1}`,
    code: match[1] ?? "",
  }))
}

export const examplesOf = (root: string, dir: string): ReadonlyArray<ReadmeExample> =>
  readmeExamples(join(root, dir, "README.md"), dir.replace("/", "-"))

/** The `npm install …` command a README section shows, as its arguments after `npm install`. */
export const readmeInstallCommand = (path: string, heading: string): ReadonlyArray<string> => {
  const command = /^npm install (.+)$/m.exec(sectionOf(readFileSync(path, "utf8"), heading))?.[1]
  if (command === undefined) throw new Error(`no npm install command in "${heading}" of ${path}`)
  return command.trim().split(/\s+/)
}
