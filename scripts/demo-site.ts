import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { type PageSnapshot, snapshotOfHtml } from "@svc/core"

const site = resolve(import.meta.dirname, "../fixtures/sites/bakery")
const origin = "https://bakery.example"
const file = (name: string) => readFileSync(join(site, name), "utf8")

/** The embedded demo site's home page as if just fetched: offline, with its robots.txt and sitemap. */
export const demoSnapshot = (fetchedAt: string = new Date().toISOString()): PageSnapshot =>
  snapshotOfHtml(file("index.html"), {
    url: `${origin}/`,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "max-age=300" },
    responseTimeMs: 180,
    fetchedAt,
    siteFiles: {
      robots: { state: "present", url: `${origin}/robots.txt`, status: 200, body: file("robots.txt") },
      sitemap: { state: "present", url: `${origin}/sitemap.xml`, status: 200, body: file("sitemap.xml") },
      llms: { state: "absent", url: `${origin}/llms.txt`, status: 404 },
    },
  })
