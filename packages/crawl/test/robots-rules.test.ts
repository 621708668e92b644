import { describe, expect, it } from "vitest"
import { MAX_CRAWL_DELAY_MS, robotsRulesOf } from "../src"

const robots = (body: string) =>
  robotsRulesOf({ state: "present", url: "https://example.com/robots.txt", status: 200, body })

describe("robotsRulesOf", () => {
  it("obeys svc's own group over the `*` group, by the longest match, wildcards included", () => {
    const rules = robots(
      [
        "User-agent: *",
        "Disallow: /",
        "",
        "User-agent: svc-audit",
        "Disallow: /private/",
        "Allow: /private/open",
        "Disallow: /*.pdf$",
        "Crawl-delay: 2",
      ].join("\n"),
    )
    expect(rules.allows("https://example.com/")).toBe(true)
    expect(rules.allows("https://example.com/private/a")).toBe(false)
    expect(rules.allows("https://example.com/private/open/a")).toBe(true)
    expect(rules.allows("https://example.com/files/a.pdf")).toBe(false)
    expect(rules.allows("https://example.com/files/a.pdf?x")).toBe(true)
    expect(rules.crawlDelayMs).toBe(2000)
    expect(rules.unreadable).toBeNull()
  })

  it("obeys the `*` group when none names svc", () => {
    const rules = robots(
      "User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /cart\nCrawl-delay: 0.5\n",
    )
    expect(rules.allows("https://example.com/a")).toBe(true)
    expect(rules.allows("https://example.com/cart/1")).toBe(false)
    expect(rules.crawlDelayMs).toBe(500)
  })

  it("caps Crawl-delay at MAX_CRAWL_DELAY_MS", () => {
    expect(robots("User-agent: *\nCrawl-delay: 3600\n").crawlDelayMs).toBe(MAX_CRAWL_DELAY_MS)
    expect(robots("User-agent: *\nCrawl-delay: soon\n").crawlDelayMs).toBe(0)
  })

  it("allows everything without a robots.txt, and nothing when it could not be read, saying why", () => {
    const absent = robotsRulesOf({ state: "absent", url: "https://example.com/robots.txt", status: 404 })
    expect(absent.allows("https://example.com/a")).toBe(true)
    const failed = robotsRulesOf({
      state: "failed",
      url: "https://example.com/robots.txt",
      status: 503,
      reason: "answered 503",
    })
    expect(failed.allows("https://example.com/a")).toBe(false)
    expect(failed.unreadable).toContain("answered 503")
  })

  it("says when robots.txt was read only in part, and obeys the part read", () => {
    const rules = robotsRulesOf({
      state: "present",
      url: "https://example.com/robots.txt",
      status: 200,
      body: "User-agent: *\nDisallow: /private/\n# padding",
      readBytes: 500 * 1024,
    })
    expect(rules.note).toBe(
      "https://example.com/robots.txt is longer than 500 KiB: svc obeyed the rules of its first 500 KiB and ignored the rest, as Google does.",
    )
    expect(rules.allows("https://example.com/private/a")).toBe(false)
    expect(robots("User-agent: *\nDisallow: /a\n").note).toBeNull()
  })
})
