import { serveOrigin } from "../lighthouse-agreement/origin-server"
import type { TestCertificate } from "../lighthouse-agreement/tls"
import type { RenderedPage } from "./render-page"

export interface ServedPage {
  /** Where a crawler starts: the first hop of the redirect chain, else the page. */
  readonly startUrl: string
  readonly close: () => Promise<void>
}

/** Serves one generated page over HTTPS from its own port on 127.0.0.1, so that its robots.txt is the origin's. */
export const servePage = async (page: RenderedPage, certificate: TestCertificate): Promise<ServedPage> => {
  const pagePath = new URL(page.path, "https://127.0.0.1").pathname
  const served = await serveOrigin(certificate, (path, _request, response, origin) => {
    const fill = (text: string) =>
      text.replaceAll("{{origin}}", origin).replaceAll("{{host}}", new URL(origin).host)
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
    } else return false
    return true
  })
  return { startUrl: `${served.origin}${page.redirects[0]?.from ?? page.path}`, close: served.close }
}
