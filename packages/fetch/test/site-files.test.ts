import { describe, expect, it } from "vitest"
import { siteFilesOf, text } from "./support/site-of"

const SITEMAP = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example/</loc></url></urlset>`

describe("site files", () => {
  it("reads robots.txt, the sitemaps it names and llms.txt", async () => {
    const { files, origin, paths } = await siteFilesOf({
      "/robots.txt": text(
        "User-agent: *\nDisallow: /admin\n\nSitemap: /maps/main.xml\nSitemap: /maps/other.xml\n",
      ),
      "/maps/main.xml": text(SITEMAP, 200, { "content-type": "application/xml" }),
      "/llms.txt": text("# Shop\n> Bread.\n"),
    })
    expect(files.robots).toMatchObject({ state: "present", url: `${origin}/robots.txt`, status: 200 })
    expect(files.sitemap).toEqual({
      state: "fetched",
      named: [`${origin}/maps/main.xml`, `${origin}/maps/other.xml`],
      files: [
        { state: "present", url: `${origin}/maps/main.xml`, index: null, status: 200, body: SITEMAP },
        { state: "absent", url: `${origin}/maps/other.xml`, index: null, status: 404 },
      ],
      skipped: { count: 0, examples: [], limit: null },
    })
    expect(files.llms).toEqual({
      state: "present",
      url: `${origin}/llms.txt`,
      status: 200,
      body: "# Shop\n> Bread.\n",
    })
    expect(paths).not.toContain("/sitemap.xml")
  })

  it("takes a robots.txt read already as it is, without asking it again, and reads the sitemaps it names", async () => {
    const { files, origin, paths } = await siteFilesOf(
      {
        "/robots.txt": text("User-agent: *\nDisallow: /\n"),
        "/maps/main.xml": text(SITEMAP, 200, { "content-type": "application/xml" }),
      },
      undefined,
      (at) => ({
        state: "present",
        url: `${at}/robots.txt`,
        status: 200,
        body: `User-agent: *\nCrawl-delay: 5\nSitemap: ${at}/maps/main.xml\n`,
      }),
    )
    expect(files.robots).toMatchObject({ state: "present", body: expect.stringContaining("Crawl-delay: 5") })
    expect(files.sitemap).toMatchObject({ state: "fetched", named: [`${origin}/maps/main.xml`] })
    expect(paths.sort()).toEqual(["/llms.txt", "/maps/main.xml"])
  })

  it("tries /sitemap.xml when robots.txt names no sitemap, and reports 404s as absent", async () => {
    const { files, origin } = await siteFilesOf({ "/robots.txt": text("User-agent: *\nAllow: /\n") })
    expect(files.sitemap).toMatchObject({
      state: "fetched",
      named: [],
      files: [{ state: "absent", url: `${origin}/sitemap.xml`, index: null, status: 404 }],
    })
    expect(files.llms).toEqual({ state: "absent", url: `${origin}/llms.txt`, status: 404 })
  })

  it("reports a robots.txt 404 as absent: the site has none", async () => {
    const { files, origin } = await siteFilesOf({ "/sitemap.xml": text(SITEMAP) })
    expect(files.robots).toEqual({ state: "absent", url: `${origin}/robots.txt`, status: 404 })
    expect(files.sitemap).toMatchObject({ files: [{ state: "present", url: `${origin}/sitemap.xml` }] })
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

  it("keeps the first 500 KiB of a larger robots.txt, as Google does", async () => {
    const huge = `User-agent: *\n${"Disallow: /private/path\n".repeat(40_000)}`
    const { files } = await siteFilesOf({ "/robots.txt": text(huge) })
    expect(files.robots.state).toBe("present")
    if (files.robots.state === "present") {
      expect(files.robots.body.length).toBe(500 * 1024)
      expect(huge.startsWith(files.robots.body)).toBe(true)
      // Said, so a crawl can tell its user.
      expect(files.robots.readBytes).toBe(500 * 1024)
    }
    const small = await siteFilesOf({ "/robots.txt": text("User-agent: *\nDisallow: /a\n") })
    expect(small.files.robots).not.toHaveProperty("readBytes")
  })
})
