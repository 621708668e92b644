import { notFetched, type SiteFile, type SiteFiles } from "@svc/core"
import { fetchHttpVersion, httpTwinOf } from "./http-version"
import type { SiteFileLimits } from "./limits"
import type { SiteFileSource } from "./request-gate"
import { fetchSiteFile } from "./site-file"
import { fetchSitemaps } from "./sitemaps"

/**
 * Fetches robots.txt, the sitemaps (every one robots.txt names, else `/sitemap.xml`, and the children
 * of the indexes among them), `/llms.txt` and the redirects of the http:// address (for an HTTPS
 * origin) of a page's origin through the same guard, concurrently
 * where they do not depend on each other, each with its own small limits — robots.txt not asked
 * again when `read.robots` is given (a crawl reads it first, to know the site's Crawl-delay before
 * any other request). Never fails: each file is present, absent or failed.
 */
export const fetchSiteFiles = async (
  fetcher: SiteFileSource,
  pageUrl: string,
  limits: SiteFileLimits,
  read: { readonly signal?: AbortSignal | undefined; readonly robots?: SiteFile | undefined } = {},
): Promise<SiteFiles> => {
  const { signal } = read
  const page = new URL(pageUrl)
  const origin = page.origin
  const httpTwin = httpTwinOf(page)
  const robotsThenSitemaps = async () => {
    const robots =
      read.robots ??
      (await fetchSiteFile(fetcher, `${origin}/robots.txt`, limits.robots, { truncate: true, signal }))
    return { robots, sitemap: await fetchSitemaps(fetcher, origin, robots, limits, signal) }
  }
  const [{ robots, sitemap }, llms, httpVersion] = await Promise.all([
    robotsThenSitemaps(),
    fetchSiteFile(fetcher, `${origin}/llms.txt`, limits.llms, { truncate: false, signal }),
    httpTwin === undefined ? notFetched : fetchHttpVersion(fetcher, httpTwin, limits.httpVersion, signal),
  ])
  return { robots, sitemap, llms, httpVersion }
}
