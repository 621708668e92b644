import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gzipSync } from "node:zlib"

/** What a test site answers at one path: a status, headers and a body. */
interface Answer {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string | Buffer
  /** How long to wait before answering, instead of the site's `delayMs`. */
  readonly delayMs?: number
}

export type Route = (origin: string, request: IncomingMessage, asked: number) => Answer

/** A site on 127.0.0.1 that counts every request per path and the most requests it had in flight at once. */
export interface TestSite {
  readonly origin: string
  /** Requests per path (query included), in arrival order of first request. */
  readonly requests: Map<string, number>
  /** Arrival times (ms) of page requests (not robots.txt or sitemaps). */
  readonly pageArrivals: Array<number>
  /** Every request in arrival order: its path and arrival time (ms), site files included. */
  readonly arrivals: Array<{ readonly path: string; readonly at: number }>
  readonly maxInFlight: () => number
  readonly close: () => Promise<void>
}

const SITE_FILES = /^\/(robots\.txt|llms\.txt|sitemap[^/]*)$/

/** Serves `routes` (a 404 page for every other path), each answer after `delayMs`. */
export const startSite = async (routes: Readonly<Record<string, Route>>, delayMs = 0): Promise<TestSite> => {
  const requests = new Map<string, number>()
  const pageArrivals: Array<number> = []
  const arrivals: Array<{ readonly path: string; readonly at: number }> = []
  let inFlight = 0
  let maxInFlight = 0
  let origin = ""
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? "/"
    const asked = (requests.get(path) ?? 0) + 1
    requests.set(path, asked)
    arrivals.push({ path, at: performance.now() })
    const isPage = !SITE_FILES.test(path.split("?")[0] ?? "")
    if (isPage) {
      pageArrivals.push(performance.now())
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
    }
    const route = routes[path]
    const answer: Answer =
      route === undefined
        ? { status: 404, body: page("Not found", "<p>Nothing here.</p>") }
        : route(origin, request, asked)
    setTimeout(() => {
      response.writeHead(answer.status ?? 200, {
        "content-type": "text/html; charset=utf-8",
        ...answer.headers,
      })
      response.end(answer.body ?? "", () => {
        if (isPage) inFlight -= 1
      })
    }, answer.delayMs ?? delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    requests,
    pageArrivals,
    arrivals,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A small HTML page with a title, an h1 and the given body. */
export const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="The ${title} page of the test site."></head>` +
  `<body><h1>${title}</h1>${body}<p>Some words about ${title} so the page has text of its own.</p></body></html>`

export const html =
  (title: string, body: string): Route =>
  () => ({ body: page(title, body) })

export const links = (...paths: ReadonlyArray<string>): string =>
  paths.map((path) => `<a href="${path}">Go to ${path}</a>`).join(" ")

export const text =
  (body: string, contentType = "text/plain"): Route =>
  () => ({ headers: { "content-type": contentType }, body })

/** A sitemap listing `paths` on the site. */
export const sitemap =
  (...paths: ReadonlyArray<string>): Route =>
  (origin) => ({
    headers: { "content-type": "application/xml" },
    body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => `<url><loc>${origin}${path}</loc></url>`)
      .join("")}</urlset>`,
  })

/** A sitemap index listing the sitemaps at `paths`. */
export const sitemapIndex =
  (...paths: ReadonlyArray<string>): Route =>
  (origin) => ({
    headers: { "content-type": "application/xml" },
    body: `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => `<sitemap><loc>${origin}${path}</loc></sitemap>`)
      .join("")}</sitemapindex>`,
  })

/** `route`'s answer gzipped, as a `.xml.gz` file is served. */
export const gzipped =
  (route: Route): Route =>
  (origin, request, asked) => {
    const answer = route(origin, request, asked)
    return { ...answer, headers: { "content-type": "application/x-gzip" }, body: gzipSync(answer.body ?? "") }
  }
