import { readFileSync } from "node:fs"
import { createServer, type ServerResponse } from "node:http"
import type { Socket } from "node:net"
import { extname, join, normalize } from "node:path"

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
}

/** A fixture site served on 127.0.0.1, its canonical origin rewritten to the server's own. */
export interface FixtureSite {
  readonly port: number
  readonly origin: string
  readonly url: (path: string) => string
  /** How many times each path was requested. */
  readonly hits: (path: string) => number
  readonly close: () => Promise<void>
}

export type ExtraRoute = (response: ServerResponse) => void

/**
 * Serves `directory` (`/` is `index.html`; every other path is the file of that name, else 404), with
 * every occurrence of `canonicalOrigin` in the files replaced by the server's origin, so that links,
 * the sitemap and robots.txt point at the running site. `extra` routes answer before the files.
 */
export const serveFixtureSite = async (
  directory: string,
  canonicalOrigin: string,
  extra: Record<string, ExtraRoute> = {},
): Promise<FixtureSite> => {
  const hits = new Map<string, number>()
  const sockets = new Set<Socket>()
  let origin = ""
  const server = createServer((request, response) => {
    const path = request.url ?? "/"
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const route = extra[path]
    if (route) return route(response)
    const file = path === "/" ? "index.html" : normalize(path.split("?")[0] ?? "").replace(/^\/+/, "")
    try {
      if (file.split("/").includes("..")) throw new Error("outside the site")
      const body = readFileSync(join(directory, file), "utf8").replaceAll(canonicalOrigin, origin)
      response.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" })
      response.end(body)
    } catch {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" })
      response.end("<!doctype html><html lang=en><title>Not found</title><h1>Not found</h1></html>")
    }
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("no port")
  origin = `http://127.0.0.1:${address.port}`
  return {
    port: address.port,
    origin,
    url: (path) => `${origin}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
