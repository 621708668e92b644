import { constants } from "node:fs"
import { access, lstat, mkdir, realpath, unlink, writeFile } from "node:fs/promises"
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path"
import { InvalidRequest } from "@svc/contract"
import { Effect } from "effect"

const refuse = (message: string) => new InvalidRequest({ message })

const errnoOf = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string"
    ? cause.code
    : undefined

const exists = (path: string) =>
  Effect.promise(() =>
    lstat(path).then(
      () => true,
      () => false,
    ),
  )

/** The real path of `path`'s nearest existing ancestor joined with the part that does not exist yet. */
const realTarget = (path: string): Effect.Effect<string> =>
  Effect.promise(async () => {
    const missing: string[] = []
    let existing = path
    for (;;) {
      try {
        return join(await realpath(existing), ...missing.reverse())
      } catch {
        const parent = dirname(existing)
        if (parent === existing) return path
        missing.push(basename(existing))
        existing = parent
      }
    }
  })

const isWithin = (root: string, path: string) => {
  const fromRoot = relative(root, path)
  return fromRoot === "" || (!fromRoot.startsWith(`..${sep}`) && fromRoot !== ".." && !isAbsolute(fromRoot))
}

/**
 * Where svc_report_pdf may write the report: a `.pdf` path inside the working directory tree (its
 * missing folders are created), or an absolute path elsewhere whose folder exists and is writable —
 * and never a file that exists. Answers the absolute path, or `invalid_request` saying what to do.
 */
export const reportTarget = (path: string, workingDirectory: string): Effect.Effect<string, InvalidRequest> =>
  Effect.gen(function* () {
    if (path.trim() === "") return yield* refuse("path is empty; give a file name ending in .pdf.")
    if (path.includes("\0")) return yield* refuse("path contains a NUL character.")
    if (!path.toLowerCase().endsWith(".pdf")) return yield* refuse(`path "${path}" does not end in .pdf.`)
    const target = resolve(workingDirectory, path)
    const root = yield* realTarget(workingDirectory)
    const inside = isWithin(root, yield* realTarget(target))
    if (!inside && !isAbsolute(path)) {
      return yield* refuse(
        `path "${path}" leads outside the working directory ${workingDirectory}; give a path inside it, or an absolute path to a writable folder.`,
      )
    }
    if (yield* exists(target)) {
      return yield* refuse(
        `${target} already exists and svc never overwrites a file; choose another file name, or delete that file first if it may go.`,
      )
    }
    const folder = dirname(target)
    if (inside) {
      yield* Effect.tryPromise({
        try: () => mkdir(folder, { recursive: true }),
        catch: (cause) => refuse(`the folder ${folder} cannot be created (${errnoOf(cause) ?? "error"}).`),
      })
    }
    yield* Effect.tryPromise({
      try: () => access(folder, constants.W_OK),
      catch: (cause) =>
        refuse(
          errnoOf(cause) === "ENOENT"
            ? `the folder ${folder} does not exist; give a path in an existing folder.`
            : `the folder ${folder} is not writable; give a path in a folder svc may write to.`,
        ),
    })
    return target
  })

/**
 * Writes `bytes` to a file that must not exist yet (`O_EXCL`, so a file that appeared since the check,
 * or a symbolic link in its place, is refused too); a half-written file is removed.
 */
export const writeNewFile = (target: string, bytes: Uint8Array): Effect.Effect<void, InvalidRequest> =>
  Effect.tryPromise({
    try: () => writeFile(target, bytes, { flag: "wx" }),
    catch: (cause) => cause,
  }).pipe(
    Effect.catchAll((cause) =>
      Effect.gen(function* () {
        const code = errnoOf(cause)
        if (code === "EEXIST")
          return yield* refuse(
            `${target} already exists and svc never overwrites a file; choose another file name.`,
          )
        yield* Effect.promise(() => unlink(target).catch(() => undefined))
        return yield* refuse(`the report could not be written to ${target} (${code ?? String(cause)}).`)
      }),
    ),
  )
