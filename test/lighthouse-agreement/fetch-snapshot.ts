import { request } from "node:https"
import {
  notFetched,
  type PageSnapshot,
  type RedirectHop,
  type SiteFile,
  singleSitemap,
  snapshotHeaders,
} from "@svc/core"

interface Answer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

/** One GET over HTTPS trusting only `ca`; headers as a snapshot holds them (`snapshotHeaders`). */
const get = (url: string, ca: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { ca, headers: { "user-agent": "svc-agreement-test" } }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("error", reject)
      response.on("end", () => {
        // headersDistinct: Node joins most repeated headers itself; the snapshot decides how.
        resolve({
          status: response.statusCode ?? 0,
          headers: snapshotHeaders(response.headersDistinct),
          body: Buffer.concat(chunks).toString("utf8"),
        })
      })
    })
    outgoing.on("error", reject)
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("timed out")))
    outgoing.end()
  })

/** A site file as a crawler finds it: 2xx present, 4xx absent, 5xx or no answer failed. */
const siteFile = async (url: string, ca: string): Promise<SiteFile> => {
  try {
    const answer = await get(url, ca)
    if (answer.status >= 200 && answer.status < 300)
      return { state: "present", url, status: answer.status, body: answer.body }
    if (answer.status >= 400 && answer.status < 500) return { state: "absent", url, status: answer.status }
    return { state: "failed", url, reason: `HTTP ${answer.status}`, status: answer.status }
  } catch (error) {
    return { state: "failed", url, reason: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Fetches a page the way the audit's fetcher does, over real HTTPS: follows redirects (at most 10),
 * and fetches robots.txt, sitemap.xml and llms.txt from the final origin.
 */
export const fetchSnapshot = async (startUrl: string, ca: string): Promise<PageSnapshot> => {
  const redirects: RedirectHop[] = []
  let url = startUrl
  const started = performance.now()
  let answer = await get(url, ca)
  while (answer.status >= 300 && answer.status < 400 && answer.headers.location !== undefined) {
    if (redirects.length === 10) throw new Error(`more than 10 redirects from ${startUrl}`)
    redirects.push({ url, status: answer.status, location: answer.headers.location })
    url = new URL(answer.headers.location, url).href
    answer = await get(url, ca)
  }
  const responseTimeMs = Math.round(performance.now() - started)
  const origin = new URL(url).origin
  const [robots, sitemap, llms] = await Promise.all(
    ["/robots.txt", "/sitemap.xml", "/llms.txt"].map((path) => siteFile(`${origin}${path}`, ca)),
  )
  return {
    requestedUrl: startUrl,
    finalUrl: url,
    redirects,
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
    responseTimeMs,
    fetchedAt: new Date().toISOString(),
    siteFiles: {
      robots: robots as SiteFile,
      sitemap: singleSitemap(sitemap as SiteFile),
      llms: llms as SiteFile,
      // Lighthouse's ten SEO audits never ask the http:// address; neither does this comparison.
      httpVersion: notFetched,
    },
  }
}
