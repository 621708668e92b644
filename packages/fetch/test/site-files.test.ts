import type { ServerResponse } from "node:http"
import { gzipSync } from "node:zlib"
import type { SiteFiles } from "@svc/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Fetcher, fetchSiteFiles, type SiteFileLimits, siteFileLimits } from "../src"
import { startLocalServer, startWitness, type Witness } from "./support/local-server"

type Route = (response: ServerResponse, origin: string) => void
const text =
  (
    body: string | Buffer,
    status = 200,
    headers: Record<string, string> = { "content-type": "text/plain" },
  ): Route =>
  (response) => {
    response.writeHead(status, headers)
    response.end(body)
  }
const SITEMAP = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example/</loc></url></urlset>`
const quick: SiteFileLimits = {
  robots: { ...siteFileLimits.robots, deadlineMs: 800 },
  sitemap: { ...siteFileLimits.sitemap, deadlineMs: 800 },
  llms: { ...siteFileLimits.llms, deadlineMs: 800 },
}

let witness: Witness
beforeAll(async () => {
  witness = await startWitness()
})
afterAll(() => witness.close())

/** Serves the routes on a fresh origin (every other path 404) and fetches that origin's site files. */
const siteFilesOf = async (routes: Record<string, Route>, limits = quick) => {
  const paths: string[] = []
  const server = await startLocalServer((request, response) => {
    paths.push(request.url ?? "")
    const route = routes[request.url ?? ""]
    if (route) route(response, `http://127.0.0.1:${server.port}`)
    else text("Not found", 404)(response, "")
  })
  const fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
  try {
    const files: SiteFiles = await fetchSiteFiles(fetcher, server.url("/shop/page?x=1"), limits)
    return { files, origin: server.origin, paths }
  } finally {
    await fetcher.close()
    await server.close()
  }
}

describe("site files", () => {
  it("reads robots.txt, the sitemap it names and llms.txt", async () => {
    const { files, origin, paths } = await siteFilesOf({
      "/robots.txt": text(
        "User-agent: *\nDisallow: /admin\n\nSitemap: /maps/main.xml\nSitemap: /maps/other.xml\n",
      ),
      "/maps/main.xml": text(SITEMAP, 200, { "content-type": "application/xml" }),
      "/llms.txt": text("# Shop\n> Bread.\n"),
    })
    expect(files.robots).toMatchObject({ state: "present", url: `${origin}/robots.txt`, status: 200 })
    expect(files.sitemap).toEqual({
      state: "present",
      url: `${origin}/maps/main.xml`,
      status: 200,
      body: SITEMAP,
    })
    expect(files.llms).toEqual({
      state: "present",
      url: `${origin}/llms.txt`,
      status: 200,
      body: "# Shop\n> Bread.\n",
    })
    expect(paths).not.toContain("/sitemap.xml")
  })

  it("tries /sitemap.xml when robots.txt names no sitemap, and reports 404s as absent", async () => {
    const { files, origin } = await siteFilesOf({ "/robots.txt": text("User-agent: *\nAllow: /\n") })
    expect(files.sitemap).toEqual({ state: "absent", url: `${origin}/sitemap.xml`, status: 404 })
    expect(files.llms).toEqual({ state: "absent", url: `${origin}/llms.txt`, status: 404 })
  })

  it("reports a robots.txt 404 as absent: the site has none", async () => {
    const { files, origin } = await siteFilesOf({ "/sitemap.xml": text(SITEMAP) })
    expect(files.robots).toEqual({ state: "absent", url: `${origin}/robots.txt`, status: 404 })
    expect(files.sitemap.state).toBe("present")
  })

  it.each([500, 503, 429])(
    "reports a robots.txt %i as failed, so its rules are unavailable",
    async (status) => {
      const { files } = await siteFilesOf({ "/robots.txt": text("busy", status) })
      expect(files.robots).toMatchObject({ state: "failed", status, reason: `answered ${status}` })
    },
  )

  it("reports a robots.txt that never answers as failed once its deadline passes", async () => {
    const { files } = await siteFilesOf({ "/robots.txt": () => {} })
    expect(files.robots.state).toBe("failed")
    expect(files.robots).toMatchObject({ reason: expect.stringMatching(/did not finish within 0\.8 s/) })
  })

  it("fetches llms.txt while robots.txt is still answering", async () => {
    let robotsAnswered = false
    let llmsAskedFirst = false
    const { files } = await siteFilesOf({
      "/robots.txt": (response) => {
        setTimeout(() => {
          robotsAnswered = true
          text("User-agent: *\n")(response, "")
        }, 300)
      },
      "/llms.txt": (response) => {
        llmsAskedFirst = !robotsAnswered
        text("# Shop\n")(response, "")
      },
    })
    expect(llmsAskedFirst).toBe(true)
    expect(files.robots.state).toBe("present")
  })

  it("follows a robots.txt redirect through the guard", async () => {
    const { files, origin } = await siteFilesOf({
      "/robots.txt": (response) => {
        response.writeHead(301, { location: "/real-robots.txt" })
        response.end()
      },
      "/real-robots.txt": text("User-agent: *\nDisallow: /\n"),
    })
    expect(files.robots).toEqual({
      state: "present",
      url: `${origin}/robots.txt`,
      status: 200,
      body: "User-agent: *\nDisallow: /\n",
    })
  })

  it("refuses a sitemap that robots.txt places on a private address, without connecting", async () => {
    const before = witness.connections()
    const { files } = await siteFilesOf({
      "/robots.txt": text(`Sitemap: http://127.0.0.1:${witness.port}/sitemap.xml\n`),
    })
    expect(files.sitemap).toMatchObject({
      state: "failed",
      url: `http://127.0.0.1:${witness.port}/sitemap.xml`,
    })
    expect(witness.connections()).toBe(before)
  })

  it("unpacks a gzip sitemap file", async () => {
    const { files } = await siteFilesOf({
      "/robots.txt": text("Sitemap: /sitemap.xml.gz\n"),
      "/sitemap.xml.gz": text(gzipSync(SITEMAP), 200, { "content-type": "application/gzip" }),
    })
    expect(files.sitemap).toMatchObject({ state: "present", body: SITEMAP })
  })

  it("keeps the first 500 KiB of a larger robots.txt, as Google does", async () => {
    const huge = `User-agent: *\n${"Disallow: /private/path\n".repeat(40_000)}`
    const { files } = await siteFilesOf({ "/robots.txt": text(huge) })
    expect(files.robots.state).toBe("present")
    if (files.robots.state === "present") {
      expect(files.robots.body.length).toBe(500 * 1024)
      expect(huge.startsWith(files.robots.body)).toBe(true)
    }
  })

  it("fails a sitemap larger than its limit", async () => {
    const { files } = await siteFilesOf(
      { "/sitemap.xml": text("x".repeat(2_000)) },
      { ...quick, sitemap: { ...quick.sitemap, maxBodyBytes: 1_000 } },
    )
    expect(files.sitemap).toMatchObject({
      state: "failed",
      reason: expect.stringMatching(/larger than 1000 bytes/),
    })
  })
})
