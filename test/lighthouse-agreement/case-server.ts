import { createServer, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import type { AgreementCase } from "./cases"
import type { TestCertificate } from "./tls"

/** A 1×1 transparent PNG for every image the fixtures show. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

export interface ServedCase {
  readonly origin: string
  /** Where a crawler starts: the redirecting path when there is one, else the page. */
  readonly startUrl: string
  readonly close: () => Promise<void>
}

/** Serves one case over HTTPS from its own port on 127.0.0.1, so that its robots.txt is the origin's. */
export const serveCase = async (
  testCase: AgreementCase,
  certificate: TestCertificate,
): Promise<ServedCase> => {
  let origin = ""
  const fill = (text: string) => text.replaceAll("{{origin}}", origin)
  const server: Server = createServer(certificate, (request, response) => {
    const path = new URL(request.url ?? "/", "https://127.0.0.1").pathname
    if (path === testCase.path) {
      const headers = Object.fromEntries(
        Object.entries(testCase.headers).map(([name, value]) => [name, fill(value)]),
      )
      response
        .writeHead(testCase.status, { "content-type": "text/html; charset=utf-8", ...headers })
        .end(fill(testCase.html))
    } else if (testCase.redirectFrom !== undefined && path === testCase.redirectFrom) {
      response.writeHead(testCase.redirectStatus, { location: testCase.path }).end()
    } else if (path === "/robots.txt") {
      const robots = testCase.robots
      if (robots.kind === "reset") request.socket.destroy()
      else if (robots.kind === "file")
        response
          .writeHead(robots.status, { "content-type": "text/plain; charset=utf-8" })
          .end(fill(robots.body))
      else response.writeHead(robots.status, { "content-type": "text/plain" }).end(`status ${robots.status}`)
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
    origin,
    startUrl: `${origin}${testCase.redirectFrom ?? testCase.path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
