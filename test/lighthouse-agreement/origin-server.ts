import type { IncomingMessage, ServerResponse } from "node:http"
import { createServer, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import type { TestCertificate } from "./tls"

/** A 1×1 transparent PNG for every image a served page shows. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

/** Answers a request for one of the page's own paths (page, redirects, robots.txt); false for any other path. */
export type PageRoute = (
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
) => boolean

export interface ServedOrigin {
  /** `https://127.0.0.1:<port>`. */
  readonly origin: string
  readonly close: () => Promise<void>
}

/**
 * One HTTPS origin on a port of its own on 127.0.0.1, so that its robots.txt is the page's: `route`
 * answers the page's paths; images (`/img/…`) are a pixel, the favicon is empty, anything else 404.
 */
export const serveOrigin = async (certificate: TestCertificate, route: PageRoute): Promise<ServedOrigin> => {
  let origin = ""
  const server: Server = createServer(certificate, (request, response) => {
    const path = new URL(request.url ?? "/", "https://127.0.0.1").pathname
    if (route(path, request, response, origin)) return
    if (path.startsWith("/img/"))
      response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(PIXEL)
    else if (path === "/favicon.ico") response.writeHead(204).end()
    else response.writeHead(404, { "content-type": "text/plain" }).end("not found")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
