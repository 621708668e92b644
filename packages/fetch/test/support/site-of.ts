import type { ServerResponse } from "node:http"
import type { SiteFile, SiteFiles } from "@svc/core"
import { Fetcher, fetchSiteFiles, type SiteFileLimits, siteFileLimits } from "../../src"
import { startLocalServer } from "./local-server"

/** How a fixture origin answers one path; `origin` is its own `http://127.0.0.1:port`. */
export type Route = (response: ServerResponse, origin: string) => void

export const text =
  (
    body: string | Buffer | ((origin: string) => string | Buffer),
    status = 200,
    headers: Record<string, string> = { "content-type": "text/plain" },
  ): Route =>
  (response, origin) => {
    response.writeHead(status, headers)
    response.end(typeof body === "function" ? body(origin) : body)
  }

export const xml = (body: string | ((origin: string) => string), status = 200): Route =>
  text(body, status, { "content-type": "application/xml" })

/** Site-file limits with sub-second deadlines, so that a silent server fails fast. */
export const quick: SiteFileLimits = {
  robots: { ...siteFileLimits.robots, deadlineMs: 800 },
  sitemap: { ...siteFileLimits.sitemap, deadlineMs: 800 },
  sitemaps: siteFileLimits.sitemaps,
  llms: { ...siteFileLimits.llms, deadlineMs: 800 },
  httpVersion: { ...siteFileLimits.httpVersion, deadlineMs: 800 },
}

/**
 * Serves the routes on a fresh origin on 127.0.0.1 (every other path 404) and fetches that origin's
 * site files, the guard relaxed for that port only.
 */
export const siteFilesOf = async (
  routes: Record<string, Route>,
  limits = quick,
  /** robots.txt as the caller read it already (its origin's), handed to `fetchSiteFiles`. */
  robots?: (origin: string) => SiteFile,
) => {
  const paths: string[] = []
  const server = await startLocalServer((request, response) => {
    paths.push(request.url ?? "")
    const route = routes[request.url ?? ""]
    if (route) route(response, `http://127.0.0.1:${server.port}`)
    else text("Not found", 404)(response, "")
  })
  const fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
  try {
    const files: SiteFiles = await fetchSiteFiles(fetcher, server.url("/shop/page?x=1"), limits, {
      robots: robots?.(server.origin),
    })
    return { files, origin: server.origin, paths }
  } finally {
    await fetcher.close()
    await server.close()
  }
}
