import { createReadStream, realpathSync, statSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { basename, extname, join, relative, resolve, sep } from "node:path"
import { Effect, type Scope } from "effect"
import { FileFailure } from "../errors"

/** A built site on disk served on 127.0.0.1 for a crawl: its start URL, and each URL's file. */
export interface ServedFolder {
  readonly startUrl: string
  /** The file a URL of the folder's server answers with; undefined for any other URL or no such file. */
  readonly fileOf: (url: string) => string | undefined
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/**
 * The file of a URL path inside `root`, as a static host serves it: a folder by its index.html, every
 * path percent-decoded; undefined for a path that leaves the folder (`..`, or a link pointing out of
 * it) or names no file.
 */
export const fileInFolder = (root: string, urlPath: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes("\0")) return undefined
  const wanted = resolve(root, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`)
  const candidate = isDirectory(wanted) ? join(wanted, "index.html") : wanted
  try {
    const real = realpathSync(candidate)
    const inside = relative(realpathSync(root), real)
    if (inside.startsWith("..") || inside.startsWith(sep) || !statSync(real).isFile()) return undefined
    return candidate
  } catch {
    return undefined
  }
}

const answer = (root: string) => (request: IncomingMessage, response: ServerResponse) => {
  const path = new URL(request.url ?? "/", "http://folder").pathname
  const file = request.method === "GET" || request.method === "HEAD" ? fileInFolder(root, path) : undefined
  if (file === undefined) {
    response.writeHead(404, { "content-type": "text/html; charset=utf-8" })
    response.end("<!doctype html><title>Not found</title><p>No such file in the folder.</p>")
    return
  }
  response.writeHead(200, {
    "content-type": TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
  })
  if (request.method === "HEAD") response.end()
  else
    createReadStream(file)
      .on("error", () => response.destroy())
      .pipe(response)
}

/**
 * Serves a built site's folder on 127.0.0.1 for as long as the scope lasts, so that a crawl reads
 * its files as a browser reads them from a static host: relative links followed to files inside the
 * folder (never outside it), a missing file a 404, no redirect ever. `start` is a file or the folder.
 */
export const serveFolder = (start: string): Effect.Effect<ServedFolder, FileFailure, Scope.Scope> =>
  Effect.gen(function* () {
    const given = resolve(start)
    const root = isDirectory(given) ? given : resolve(given, "..")
    // A start file named index.html is its folder's address, as links to the folder write it.
    const startPath =
      isDirectory(given) || basename(given) === "index.html"
        ? "/"
        : `/${relative(root, given).split(sep).map(encodeURIComponent).join("/")}`
    const server = yield* Effect.acquireRelease(
      Effect.async<ReturnType<typeof createServer>, FileFailure>((resume) => {
        const listening = createServer(answer(root))
        listening.once("error", (error) =>
          resume(
            Effect.fail(
              new FileFailure({ message: `Could not serve ${root} to crawl it: ${error.message}` }),
            ),
          ),
        )
        listening.listen(0, "127.0.0.1", () => resume(Effect.succeed(listening)))
      }),
      (listening) =>
        Effect.async<void>((resume) => {
          listening.closeAllConnections()
          listening.close(() => resume(Effect.void))
        }),
    )
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      startUrl: `${origin}${startPath}`,
      fileOf: (url) => {
        const parsed = URL.canParse(url) ? new URL(url) : undefined
        return parsed === undefined || parsed.origin !== origin
          ? undefined
          : fileInFolder(root, parsed.pathname)
      },
    }
  })
