import type { SitemapFile } from "@svc/core"
import { describe, expect, it } from "vitest"
import { sitemapNotices } from "../src/sitemap-notices"

const ORIGIN = "https://example.com"
const index = (url: string, parent: string | null, children: ReadonlyArray<string>): SitemapFile => ({
  state: "present",
  url: `${ORIGIN}${url}`,
  status: 200,
  index: parent === null ? null : `${ORIGIN}${parent}`,
  body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${children
    .map((child) => `<sitemap><loc>${ORIGIN}${child}</loc></sitemap>`)
    .join("")}</sitemapindex>`,
})
const urlset = (url: string, parent: string | null): SitemapFile => ({
  state: "present",
  url: `${ORIGIN}${url}`,
  status: 200,
  index: parent === null ? null : `${ORIGIN}${parent}`,
  body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${ORIGIN}/</loc></url></urlset>`,
})
const fetched = (files: ReadonlyArray<SitemapFile>, skipped = 0) =>
  ({
    state: "fetched",
    named: [],
    files,
    skipped: {
      count: skipped,
      examples: skipped > 0 ? [`${ORIGIN}/late.xml`] : [],
      limit: skipped > 0 ? "files" : null,
    },
  }) as const

describe("sitemapNotices", () => {
  it("says an index that names itself was read once", () => {
    const notices = sitemapNotices(
      fetched([
        index("/sitemap.xml", null, ["/sitemap.xml", "/pages.xml"]),
        urlset("/pages.xml", "/sitemap.xml"),
      ]),
    )
    expect(notices.map((notice) => notice.message)).toEqual([
      `The sitemap index ${ORIGIN}/sitemap.xml names itself (${ORIGIN}/sitemap.xml): each sitemap was read once.`,
    ])
  })

  it("says an index listed by an index is not followed, and sitemaps left unread by the limits", () => {
    const notices = sitemapNotices(
      fetched(
        [index("/sitemap.xml", null, ["/b.xml"]), index("/b.xml", "/sitemap.xml", ["/sitemap.xml"])],
        3,
      ),
    )
    expect(notices.map((notice) => notice.key)).toEqual([`sitemap-nested:${ORIGIN}/b.xml`, "sitemap-skipped"])
    expect(notices[0]?.message).toContain("svc reads one level of sitemap indexes")
    expect(notices[1]?.message).toContain(`3 sitemaps were not read`)
  })

  it("says nothing of plain sitemaps and indexes of fresh files", () => {
    expect(
      sitemapNotices(
        fetched([index("/sitemap.xml", null, ["/pages.xml"]), urlset("/pages.xml", "/sitemap.xml")]),
      ),
    ).toEqual([])
    expect(sitemapNotices({ state: "notFetched" })).toEqual([])
  })
})
