import { readFile } from "node:fs/promises"
import { createServer } from "node:http"
import type { Socket } from "node:net"
import { extname, join, normalize, resolve, sep } from "node:path"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
}

/** A fixture site served on 127.0.0.1. */
export interface ServedSite {
  readonly origin: string
  readonly url: (path: string) => string
  readonly close: () => Promise<void>
}

/**
 * The file a path names: `/` is `index.html`, `/bread` is `bread.html` (or `bread`), `/a/` is
 * `a/index.html`; `undefined` for a path that leaves the site.
 */
const filesFor = (root: string, path: string): ReadonlyArray<string> => {
  const clean = normalize(decodeURIComponent(path.split(/[?#]/)[0] ?? "/")).replace(/^[/\\]+/, "")
  const file = resolve(root, clean)
  if (file !== root && !file.startsWith(`${root}${sep}`)) return []
  if (clean === "" || clean.endsWith(sep)) return [join(file, "index.html")]
  return extname(clean) === "" ? [`${file}.html`, file] : [file]
}

const firstReadable = async (files: ReadonlyArray<string>) => {
  for (const file of files) {
    try {
      return { file, body: await readFile(file, "utf8") }
    } catch {}
  }
  return undefined
}

/**
 * Serves the files of `directory` on 127.0.0.1 (a free port unless one is given), every occurrence
 * of `canonicalOrigin` in them rewritten to the server's own origin, so that canonical URLs, links,
 * the sitemap and robots.txt point at the running site. Unknown paths answer the site's `404.html`
 * (or a plain page) with status 404.
 */
export const serveFixtureSite = async (
  directory: string,
  canonicalOrigin: string,
  options: {
    readonly port?: number
    /** Awaited before a path is answered: a test can hold a file back (a slow robots.txt). */
    readonly beforeAnswer?: (path: string) => Promise<void>
  } = {},
): Promise<ServedSite> => {
  const root = resolve(directory)
  const sockets = new Set<Socket>()
  let origin = ""
  const server = createServer((request, response) => {
    void (async () => {
      await options.beforeAnswer?.(request.url ?? "/")
      const found = await firstReadable(filesFor(root, request.url ?? "/"))
      if (found === undefined) {
        const missing = await firstReadable([join(root, "404.html")])
        response.writeHead(404, { "content-type": CONTENT_TYPES[".html"] })
        response.end(
          missing?.body ?? "<!doctype html><html lang=en><title>Not found</title><h1>Not found</h1></html>",
        )
        return
      }
      response.writeHead(200, {
        "content-type": CONTENT_TYPES[extname(found.file)] ?? "application/octet-stream",
        "cache-control": "max-age=300",
      })
      response.end(found.body.replaceAll(canonicalOrigin, origin))
    })()
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((ready, fail) => {
    server.once("error", fail)
    server.listen(options.port ?? 0, "127.0.0.1", ready)
  })
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("The fixture server has no port.")
  origin = `http://127.0.0.1:${address.port}`
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => closed())
      }),
  }
}
