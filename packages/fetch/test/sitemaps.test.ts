import { gzipSync } from "node:zlib"
import type { SitemapFile } from "@svc/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { siteFileLimits } from "../src"
import { startWitness, type Witness } from "./support/local-server"
import { quick, type Route, siteFilesOf, text, xml } from "./support/site-of"

const urlset =
  (...paths: string[]) =>
  (origin: string) =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((path) => `<url><loc>${origin}${path}</loc></url>`).join("")}</urlset>`
const index =
  (...paths: string[]) =>
  (origin: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- generated -->\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((path) => `<sitemap><loc>${path.startsWith("http") ? path : `${origin}${path}`}</loc></sitemap>`).join("")}</sitemapindex>`

/** What the fetch saw of each file: its path, state and the index that lists it. */
const outline = (files: ReadonlyArray<SitemapFile>, origin: string) =>
  files.map((file) => ({
    path: file.url.replace(origin, ""),
    state: file.state,
    index: file.index === null ? null : file.index.replace(origin, ""),
  }))

const sitemapsOf = async (routes: Record<string, Route>, limits = quick) => {
  const { files, origin, paths } = await siteFilesOf(routes, limits)
  if (files.sitemap.state !== "fetched") throw new Error("the sitemaps were not fetched")
  return { sitemaps: files.sitemap, origin, paths, outline: outline(files.sitemap.files, origin) }
}

let witness: Witness
beforeAll(async () => {
  witness = await startWitness()
})
afterAll(() => witness.close())

describe("the sitemaps robots.txt names", () => {
  it("reads every one, in its order, each present, absent or failed on its own", async () => {
    const { sitemaps, origin, outline, paths } = await sitemapsOf({
      "/robots.txt": text(
        (origin) =>
          `User-agent: *\nDisallow: /admin\n\nSitemap: /pages.xml\nsitemap:${origin}/gone.xml\n  SITEMAP : /broken.xml\nSitemap: /pages.xml\nSitemap: ftp://example.com/x.xml\n`,
      ),
      "/pages.xml": xml(urlset("/", "/bread")),
      "/broken.xml": xml("busy", 503),
    })
    expect(sitemaps.named).toEqual([`${origin}/pages.xml`, `${origin}/gone.xml`, `${origin}/broken.xml`])
    expect(outline).toEqual([
      { path: "/pages.xml", state: "present", index: null },
      { path: "/gone.xml", state: "absent", index: null },
      { path: "/broken.xml", state: "failed", index: null },
    ])
    expect(sitemaps.files[2]).toMatchObject({ status: 503, reason: "answered 503" })
    expect(sitemaps.skipped).toEqual({ count: 0, examples: [], limit: null })
    expect(paths.filter((path) => path === "/pages.xml")).toHaveLength(1)
    expect(paths).not.toContain("/sitemap.xml")
  })

  it("falls back to /sitemap.xml when robots.txt names none, or could not be read", async () => {
    for (const robots of [text("User-agent: *\nAllow: /\n"), text("busy", 500)]) {
      const { sitemaps, outline } = await sitemapsOf({
        "/robots.txt": robots,
        "/sitemap.xml": xml(urlset("/")),
      })
      expect(sitemaps.named).toEqual([])
      expect(outline).toEqual([{ path: "/sitemap.xml", state: "present", index: null }])
    }
  })

  it("refuses a sitemap robots.txt places on a private address, without connecting", async () => {
    const before = witness.connections()
    const { sitemaps } = await sitemapsOf({
      "/robots.txt": text(`Sitemap: http://127.0.0.1:${witness.port}/sitemap.xml\n`),
    })
    expect(sitemaps.files).toEqual([
      {
        state: "failed",
        url: `http://127.0.0.1:${witness.port}/sitemap.xml`,
        index: null,
        reason: expect.stringMatching(/not a public address/),
      },
    ])
    expect(witness.connections()).toBe(before)
  })

  it("fails a file larger than its own limit", async () => {
    const { sitemaps } = await sitemapsOf(
      { "/sitemap.xml": text("x".repeat(2_000)) },
      { ...quick, sitemap: { ...quick.sitemap, maxBodyBytes: 1_000 } },
    )
    expect(sitemaps.files).toMatchObject([
      { state: "failed", reason: expect.stringMatching(/larger than 1000 bytes/) },
    ])
  })
})

describe("sitemap indexes", () => {
  it("follows an index to its children, a failing child failed on its own", async () => {
    const { outline, sitemaps } = await sitemapsOf({
      "/robots.txt": text("Sitemap: /sitemap_index.xml\n"),
      "/sitemap_index.xml": xml(index("/post-sitemap.xml", "/page-sitemap.xml", "/author-sitemap.xml")),
      "/post-sitemap.xml": xml(urlset("/2026/bread")),
      "/page-sitemap.xml": xml(urlset("/", "/about")),
      "/author-sitemap.xml": (response) => {
        response.writeHead(200, { "content-type": "application/xml", "content-length": "1000" })
        response.end("<urlset>") // the connection drops 992 bytes short
      },
    })
    expect(outline).toEqual([
      { path: "/sitemap_index.xml", state: "present", index: null },
      { path: "/post-sitemap.xml", state: "present", index: "/sitemap_index.xml" },
      { path: "/page-sitemap.xml", state: "present", index: "/sitemap_index.xml" },
      { path: "/author-sitemap.xml", state: "failed", index: "/sitemap_index.xml" },
    ])
    expect(sitemaps.files[3]).not.toHaveProperty("status")
  })

  it("reads a gzip child, unpacked", async () => {
    const children = urlset("/a", "/b")
    const { sitemaps, origin } = await sitemapsOf({
      "/sitemap.xml": xml(index("/products.xml.gz")),
      "/products.xml.gz": (response, origin) => {
        response.writeHead(200, { "content-type": "application/x-gzip" })
        response.end(gzipSync(children(origin)))
      },
    })
    expect(sitemaps.files[1]).toEqual({
      state: "present",
      url: `${origin}/products.xml.gz`,
      index: `${origin}/sitemap.xml`,
      status: 200,
      body: children(origin),
    })
  })

  it("reads an index listed by an index, but not its children", async () => {
    const { outline, paths } = await sitemapsOf({
      "/sitemap.xml": xml(index("/inner-index.xml", "/pages.xml")),
      "/inner-index.xml": xml(index("/deep-1.xml", "/deep-2.xml")),
      "/pages.xml": xml(urlset("/")),
      "/deep-1.xml": xml(urlset("/deep")),
    })
    expect(outline).toEqual([
      { path: "/sitemap.xml", state: "present", index: null },
      { path: "/inner-index.xml", state: "present", index: "/sitemap.xml" },
      { path: "/pages.xml", state: "present", index: "/sitemap.xml" },
    ])
    expect(paths).not.toContain("/deep-1.xml")
  })

  it("reads each file once, even when an index lists itself or a named sitemap", async () => {
    const { outline, paths } = await sitemapsOf({
      "/robots.txt": text("Sitemap: /sitemap.xml\nSitemap: /pages.xml\n"),
      "/sitemap.xml": xml(index("/sitemap.xml", "/pages.xml", "/posts.xml", "/posts.xml")),
      "/pages.xml": xml(urlset("/")),
      "/posts.xml": xml(urlset("/post")),
    })
    expect(outline.map((file) => file.path)).toEqual(["/sitemap.xml", "/pages.xml", "/posts.xml"])
    expect([...paths].sort()).toEqual([
      "/llms.txt",
      "/pages.xml",
      "/posts.xml",
      "/robots.txt",
      "/sitemap.xml",
    ])
  })

  it("follows only absolute http(s) children; other entries are the rules' business", async () => {
    const { outline } = await sitemapsOf({
      "/sitemap.xml": xml(
        (origin) =>
          `<sitemapindex><sitemap><loc>/relative.xml</loc></sitemap><sitemap><loc>ftp://example.com/a.xml</loc></sitemap><sitemap><loc>${origin}/ok.xml</loc></sitemap></sitemapindex>`,
      ),
      "/ok.xml": xml(urlset("/")),
    })
    expect(outline.map((file) => file.path)).toEqual(["/sitemap.xml", "/ok.xml"])
  })

  it("treats an index that is not valid XML as a file, not as an index", async () => {
    const { outline } = await sitemapsOf({
      "/sitemap.xml": xml((origin) => `<sitemapindex><sitemap><loc>${origin}/a.xml</loc></sitemap>`),
      "/a.xml": xml(urlset("/")),
    })
    expect(outline).toEqual([{ path: "/sitemap.xml", state: "present", index: null }])
  })
})

describe("the budget of one audit's sitemaps", () => {
  const children = Array.from({ length: 30 }, (_, n) => `/products-${n + 1}.xml`)
  const bigIndex: Record<string, Route> = {
    "/sitemap.xml": xml(index(...children)),
    ...Object.fromEntries(children.map((path) => [path, xml(urlset(path.replace(".xml", "/item")))])),
  }

  it("reads at most 20 files, counting and naming the ones left unread", async () => {
    const { sitemaps, origin, paths } = await sitemapsOf(bigIndex)
    expect(siteFileLimits.sitemaps.maxFiles).toBe(20)
    expect(sitemaps.files).toHaveLength(20)
    expect(sitemaps.files.slice(1).map((file) => file.url)).toEqual(
      children.slice(0, 19).map((path) => `${origin}${path}`),
    )
    expect(sitemaps.skipped).toEqual({
      count: 11,
      examples: children.slice(19, 24).map((path) => `${origin}${path}`),
      limit: "files",
    })
    expect(paths.filter((path) => path.startsWith("/products-"))).toHaveLength(19)
  })

  it("fetches four at a time", async () => {
    let open = 0
    let most = 0
    const slow: Route = (response, origin) => {
      open += 1
      most = Math.max(most, open)
      setTimeout(() => {
        open -= 1
        xml(urlset("/"))(response, origin)
      }, 60)
    }
    const eight = children.slice(0, 8)
    await sitemapsOf({
      "/sitemap.xml": xml(index(...eight)),
      ...Object.fromEntries(eight.map((path) => [path, slow])),
    })
    expect(most).toBe(4)
  })

  it("stops at the bytes budget: the file it runs out in fails, the rest are left unread", async () => {
    const { outline, sitemaps } = await sitemapsOf(
      {
        "/sitemap.xml": xml(index("/a.xml", "/b.xml", "/c.xml")),
        "/a.xml": xml(`<urlset>${"<url><loc>https://example.com/a</loc></url>".repeat(100)}</urlset>`),
        "/b.xml": xml(urlset("/b")),
        "/c.xml": xml(urlset("/c")),
      },
      { ...quick, sitemaps: { ...quick.sitemaps, maxTotalBytes: 2_000, concurrency: 1 } },
    )
    expect(outline.map((file) => [file.path, file.state])).toEqual([
      ["/sitemap.xml", "present"],
      ["/a.xml", "failed"],
    ])
    expect(sitemaps.files[1]).toMatchObject({
      reason: expect.stringMatching(
        /cut off: the 2000 bytes svc reads of all the sitemap files of one audit ran out/,
      ),
    })
    expect(sitemaps.skipped).toMatchObject({ count: 2, limit: "bytes" })
  })

  it("counts a gzip file by its unpacked size", async () => {
    const big = `<urlset>${"<url><loc>https://example.com/a</loc></url>".repeat(200)}</urlset>`
    const { sitemaps } = await sitemapsOf(
      {
        "/robots.txt": text("Sitemap: /a.xml.gz\n"),
        "/a.xml.gz": text(gzipSync(big), 200, { "content-type": "application/gzip" }),
      },
      { ...quick, sitemaps: { ...quick.sitemaps, maxTotalBytes: 5_000 } },
    )
    expect(gzipSync(big).length).toBeLessThan(5_000)
    expect(sitemaps.files).toMatchObject([{ state: "failed", reason: expect.stringMatching(/cut off/) }])
  })

  it("stops at the time budget: the file in flight fails, the rest are left unread", async () => {
    const { outline, sitemaps } = await sitemapsOf(
      {
        "/sitemap.xml": xml(index("/silent.xml", "/b.xml")),
        "/silent.xml": () => {},
        "/b.xml": xml(urlset("/b")),
      },
      {
        ...quick,
        sitemap: { ...quick.sitemap, deadlineMs: 5_000 },
        sitemaps: { ...quick.sitemaps, deadlineMs: 400, concurrency: 1 },
      },
    )
    expect(outline.map((file) => [file.path, file.state])).toEqual([
      ["/sitemap.xml", "present"],
      ["/silent.xml", "failed"],
    ])
    expect(sitemaps.files[1]).toMatchObject({
      reason: "not finished within the 0.4 s svc gives all the sitemap files of one audit.",
    })
    expect(sitemaps.skipped).toMatchObject({ count: 1, limit: "time" })
  })
})
