import type { Result } from "@svc/contract"
import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { registeredPacks } from "../../scripts/registered-packs"

export const registry = createRegistry(await registeredPacks())

const absent = (path: string) =>
  ({ state: "absent", url: `https://example.com${path}`, status: 404 }) as const

/**
 * Audits a page the way a served audit of a site without robots.txt, sitemap or llms.txt does: the
 * site files were asked for and are absent (404), so the rules that read them judge instead of being
 * `unavailable`.
 */
export const auditPage = (html: string, url = "https://example.com/article"): Result =>
  auditSnapshot(
    snapshotOfHtml(html, {
      url,
      siteFiles: {
        robots: absent("/robots.txt"),
        sitemap: absent("/sitemap.xml"),
        llms: absent("/llms.txt"),
      },
    }),
    { registry },
  )
