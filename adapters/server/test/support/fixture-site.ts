import { readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Socket } from "node:net"
import { resolve } from "node:path"

const bakery = resolve(import.meta.dirname, "../../../../fixtures/sites/bakery")
const CANONICAL_ORIGIN = "https://bakery.example"

/** A route of its own: answers instead of the bakery's files. */
export type Route = (request: IncomingMessage, response: ServerResponse) => void

/** The bakery site served on loopback addresses: `/` and every `/p/…` path is its home page. */
export interface FixtureSite {
  readonly port: number
  /** `http://<host>:<port><path>` on the first host, or on `host`. */
  readonly url: (path: string, host?: string) => string
  /** Requests per path so far. */
  readonly hits: (path: string) => number
  /** Delays the answers to `path` by `ms` (0 removes the delay). */
  readonly delay: (path: string, ms: number) => void
  /** Answers `path` with a route of its own. */
  readonly route: (path: string, route: Route) => void
  readonly close: () => Promise<void>
}

const read = (file: string, origin: string) =>
  readFileSync(resolve(bakery, file), "utf8").replaceAll(CANONICAL_ORIGIN, origin)

/**
 * Serves the bakery fixture on each of `hosts` (loopback addresses such as 127.0.0.1 and 127.0.0.2,
 * which count as different sites for the per-site limit), all on one port.
 */
export const serveFixtureSite = async (
  hosts: ReadonlyArray<string> = ["127.0.0.1"],
): Promise<FixtureSite> => {
  const hits = new Map<string, number>()
  const delays = new Map<string, number>()
  const routes = new Map<string, Route>()
  const sockets = new Set<Socket>()
  const servers: Array<Server> = []

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/"
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`
    const route = routes.get(path)
    if (route !== undefined) return route(request, response)
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "content-type": type })
      response.end(body)
    }
    if (path === "/" || path.startsWith("/p/"))
      return send(200, "text/html; charset=utf-8", read("index.html", origin))
    if (path === "/robots.txt") return send(200, "text/plain; charset=utf-8", read("robots.txt", origin))
    if (path === "/sitemap.xml") return send(200, "application/xml", read("sitemap.xml", origin))
    send(
      404,
      "text/html; charset=utf-8",
      "<!doctype html><html lang=en><title>Not found</title><h1>Not found</h1></html>",
    )
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/"
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const delay = delays.get(path) ?? 0
    if (delay > 0) setTimeout(() => answer(request, response), delay)
    else answer(request, response)
  }

  let port = 0
  for (const host of hosts) {
    const server = createServer(handle)
    server.on("connection", (socket) => {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
    })
    await new Promise<void>((done, fail) => {
      server.once("error", fail)
      server.listen(port, host, () => done())
    })
    const address = server.address()
    if (address === null || typeof address === "string") throw new Error("the fixture site has no port")
    port = address.port
    servers.push(server)
  }
  const first = hosts[0] ?? "127.0.0.1"

  return {
    port,
    url: (path, host = first) => `http://${host}:${port}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    delay: (path, ms) => {
      delays.set(path, ms)
    },
    route: (path, route) => {
      routes.set(path, route)
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
    },
  }
}
