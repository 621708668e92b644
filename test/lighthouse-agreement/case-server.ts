import type { AgreementCase } from "./cases"
import { serveOrigin } from "./origin-server"
import type { TestCertificate } from "./tls"

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
  const served = await serveOrigin(certificate, (path, request, response, origin) => {
    const fill = (text: string) => text.replaceAll("{{origin}}", origin)
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
    } else return false
    return true
  })
  return { ...served, startUrl: `${served.origin}${testCase.redirectFrom ?? testCase.path}` }
}
