import { constants, existsSync } from "node:fs"
import { access, type FileHandle, lstat, mkdir, open, realpath, unlink } from "node:fs/promises"
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path"
import { InvalidRequest } from "@svc/contract"
import { Effect, type Scope } from "effect"

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

/** The longest file name Linux, macOS and Windows file systems take, in bytes (NAME_MAX). */
const MAX_NAME_BYTES = 255

/** The longest path Linux takes, in bytes, its final NUL not counted (PATH_MAX − 1). */
const MAX_PATH_BYTES = 4095

/** Where the open folder can be named by its descriptor alone (Linux's /proc): no path is looked up again. */
const descriptorPath = (folder: FileHandle) => `/proc/self/fd/${folder.fd}`

/** The folder's real path now, wherever it was moved since it was opened; its path as given where /proc is missing. */
const folderPathNow = (folder: FileHandle, given: string): Effect.Effect<string> =>
  Effect.promise(() => realpath(descriptorPath(folder)).catch(() => realpath(given).catch(() => given)))

/** A report's place, held from the check to the write: its folder open, and the new file's name in it. */
export interface ReportPlace {
  /** The folder as it was checked, open: renaming it or putting a link in its place changes nothing. */
  readonly folder: FileHandle
  /** The folder's path as checked. */
  readonly folderPath: string
  readonly name: string
  /** The working directory's real path when the report must stay inside it (a relative path), else undefined. */
  readonly root: string | undefined
}

const openFolder = (folder: string): Effect.Effect<FileHandle, InvalidRequest, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => open(folder, constants.O_RDONLY | constants.O_DIRECTORY),
      catch: (cause) => refuse(`the folder ${folder} cannot be opened (${errnoOf(cause) ?? "error"}).`),
    }),
    (handle) => Effect.promise(() => handle.close().catch(() => undefined)),
  )

/**
 * Where svc_report_pdf may write the report: a `.pdf` path inside the working directory tree (its
 * missing folders are created), or an absolute path elsewhere whose folder exists and is writable —
 * and never a file that exists. Every check (the name's length too) is made here, before any audit,
 * and the folder is opened: the report is later written in the very folder checked, through that
 * descriptor (`writeNewFile`), whatever was renamed or linked in its path meanwhile. The folder stays
 * open until the scope closes.
 */
export const reportTarget = (
  path: string,
  workingDirectory: string,
): Effect.Effect<ReportPlace, InvalidRequest, Scope.Scope> =>
  Effect.gen(function* () {
    if (path.trim() === "") return yield* refuse("path is empty; give a file name ending in .pdf.")
    if (path.includes("\0")) return yield* refuse("path contains a NUL character.")
    if (!path.toLowerCase().endsWith(".pdf")) return yield* refuse(`path "${path}" does not end in .pdf.`)
    const target = resolve(workingDirectory, path)
    const name = basename(target)
    if (Buffer.byteLength(name) > MAX_NAME_BYTES)
      return yield* refuse(
        `the file name "${name.slice(0, 40)}…" is longer than ${MAX_NAME_BYTES} bytes; give a shorter one.`,
      )
    if (Buffer.byteLength(target) > MAX_PATH_BYTES)
      return yield* refuse(`path is longer than ${MAX_PATH_BYTES} bytes once resolved; give a shorter one.`)
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
    const folderPath = dirname(target)
    if (inside) {
      yield* Effect.tryPromise({
        try: () => mkdir(folderPath, { recursive: true }),
        catch: (cause) =>
          refuse(`the folder ${folderPath} cannot be created (${errnoOf(cause) ?? "error"}).`),
      })
    }
    yield* Effect.tryPromise({
      try: () => access(folderPath, constants.W_OK),
      catch: (cause) =>
        refuse(
          errnoOf(cause) === "ENOENT"
            ? `the folder ${folderPath} does not exist; give a path in an existing folder.`
            : `the folder ${folderPath} is not writable; give a path in a folder svc may write to.`,
        ),
    })
    const folder = yield* openFolder(folderPath)
    // What was opened is checked, not the path again: a link put in the path between the checks above
    // and the open is caught here.
    if (inside && !isWithin(root, yield* folderPathNow(folder, folderPath)))
      return yield* refuse(`the folder ${folderPath} changed while it was checked; try again.`)
    return { folder, folderPath, name, root: inside ? root : undefined }
  })

/** Creates the file `name` in the open folder only if it does not exist and is no link (openat's O_CREAT|O_EXCL|O_NOFOLLOW). */
const createIn = (place: ReportPlace): Promise<FileHandle> => {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW
  // Node has no openat: on Linux the folder's descriptor names it in /proc, resolved to the open folder
  // itself, never by its path; elsewhere the path checked is used.
  return open(join(descriptorPath(place.folder), place.name), flags, 0o644).catch((cause: unknown) =>
    errnoOf(cause) === "ENOENT" && !existsSync(descriptorPath(place.folder))
      ? open(join(place.folderPath, place.name), flags, 0o644)
      : Promise.reject(cause),
  )
}

/**
 * Writes `bytes` to a new file in the report's folder, the one checked and held open since: never over a
 * file (`O_EXCL`), never through a link (`O_NOFOLLOW`); a half-written file is removed. A folder that
 * left the working directory meanwhile is refused. Answers the file's path as it is now.
 */
export const writeNewFile = (place: ReportPlace, bytes: Uint8Array): Effect.Effect<string, InvalidRequest> =>
  Effect.gen(function* () {
    const folderNow = yield* folderPathNow(place.folder, place.folderPath)
    const target = join(folderNow, place.name)
    if (place.root !== undefined && !isWithin(place.root, folderNow))
      return yield* refuse(
        `the folder ${place.folderPath} was moved out of the working directory; nothing was written.`,
      )
    yield* Effect.tryPromise({
      try: async () => {
        const file = await createIn(place)
        try {
          await file.writeFile(bytes)
        } catch (cause) {
          await unlink(target).catch(() => undefined)
          throw cause
        } finally {
          await file.close()
        }
      },
      catch: (cause) =>
        errnoOf(cause) === "EEXIST" || errnoOf(cause) === "ELOOP"
          ? refuse(`${target} already exists and svc never overwrites a file; choose another file name.`)
          : refuse(`the report could not be written to ${target} (${errnoOf(cause) ?? String(cause)}).`),
    })
    return target
  })
