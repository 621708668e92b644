import { createServer, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import type { TestCertificate } from "../lighthouse-agreement/tls"
import type { RenderedPage } from "./render-page"

/** A 1×1 transparent PNG for every image a generated page shows. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

export interface ServedPage {
  /** Where a crawler starts: the first hop of the redirect chain, else the page. */
  readonly startUrl: string
  readonly close: () => Promise<void>
}

/** Serves one generated page over HTTPS from its own port on 127.0.0.1, so that its robots.txt is the origin's. */
export const servePage = async (page: RenderedPage, certificate: TestCertificate): Promise<ServedPage> => {
  let origin = ""
  const fill = (text: string) =>
    text.replaceAll("{{origin}}", origin).replaceAll("{{host}}", new URL(origin).host)
  const pagePath = new URL(page.path, "https://127.0.0.1").pathname
  const server: Server = createServer(certificate, (request, response) => {
    const path = new URL(request.url ?? "/", "https://127.0.0.1").pathname
    const hop = page.redirects.findIndex((redirect) => redirect.from === path)
    if (hop >= 0) {
      const location = page.redirects[hop + 1]?.from ?? page.path
      response.writeHead(page.redirects[hop]?.status ?? 301, { location }).end()
    } else if (path === pagePath) {
      const headers = Object.fromEntries(
        Object.entries(page.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map(fill) : fill(value as string),
        ]),
      )
      response
        .writeHead(page.status, { "content-type": "text/html; charset=utf-8", ...headers })
        .end(fill(page.html))
    } else if (path === "/robots.txt") {
      response
        .writeHead(page.robots.status, { "content-type": "text/plain; charset=utf-8" })
        .end(fill(page.robots.body))
    } else if (path.startsWith("/img/")) {
      response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(PIXEL)
    } else if (path === "/favicon.ico") {
      response.writeHead(204).end()
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found")
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    startUrl: `${origin}${page.redirects[0]?.from ?? page.path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
