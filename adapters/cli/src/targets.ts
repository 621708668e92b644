import { statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { UsageError } from "./errors"

/** What `svc audit` was given: web pages, or local HTML files (never both at once). */
export type Targets =
  | { readonly _tag: "Urls"; readonly urls: ReadonlyArray<string> }
  | { readonly _tag: "Files"; readonly files: ReadonlyArray<string> }

const HTTP_URL = /^https?:\/\//i
const LOOKS_LIKE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/.*)?$/i

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

type Target = { readonly kind: "url" | "file"; readonly value: string }

const classify = (argument: string): Effect.Effect<Target, UsageError> => {
  if (HTTP_URL.test(argument.trim())) return Effect.succeed({ kind: "url", value: argument })
  if (argument.startsWith("-"))
    return Effect.fail(
      new UsageError({ message: `${argument} is not an option of svc audit (see svc audit --help).` }),
    )
  if (/^file:/i.test(argument)) {
    const path = Effect.try(() => fileURLToPath(argument))
    return path.pipe(
      Effect.mapError(() => new UsageError({ message: `${argument} is not a valid file: URL.` })),
      Effect.flatMap(classifyPath(argument)),
    )
  }
  return classifyPath(argument)(argument)
}

const classifyPath =
  (argument: string) =>
  (path: string): Effect.Effect<Target, UsageError> => {
    if (isFile(path)) return Effect.succeed({ kind: "file", value: path })
    const hint = LOOKS_LIKE_HOST.test(argument) ? ` Did you mean https://${argument}?` : ""
    return Effect.fail(
      new UsageError({
        message: `${argument} is neither an http(s) URL nor an HTML file that exists.${hint}`,
      }),
    )
  }

/** Sorts the arguments of `svc audit` into URLs or files; a mix, an option-like word or a missing file is refused. */
export const parseTargets = (argumentsGiven: ReadonlyArray<string>): Effect.Effect<Targets, UsageError> =>
  Effect.forEach(argumentsGiven, classify).pipe(
    Effect.flatMap((targets) => {
      const urls = targets.filter((target) => target.kind === "url").map((target) => target.value)
      const files = targets.filter((target) => target.kind === "file").map((target) => target.value)
      if (urls.length > 0 && files.length > 0)
        return Effect.fail(
          new UsageError({ message: "Give either URLs or local HTML files to svc audit, not both at once." }),
        )
      return Effect.succeed<Targets>(files.length > 0 ? { _tag: "Files", files } : { _tag: "Urls", urls })
    }),
  )
