import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { auditSnapshot, auditSnapshotForCrawl } from "../../src/audit-snapshot"
import { extractFacts } from "../../src/facts/extract-facts"
import { createRegistry } from "../../src/rules/create-registry"
import { CRAWLED_PAGE_FACTS, pageCrawlFactsOf } from "../../src/site/crawled-page"
import { snapshotOfHtml } from "../../src/snapshot"

const registry = createRegistry([])
const word = fc.stringMatching(/^[a-z]{1,8}$/)
const page = fc.record({
  title: word,
  canonical: fc.option(word, { nil: undefined }),
  robots: fc.constantFrom(undefined, "noindex", "nofollow", "noindex, nofollow"),
  links: fc.array(
    fc.record({
      href: fc.oneof(
        word.map((path) => `/${path}`),
        fc.constant("https://other.example/"),
      ),
      nofollow: fc.boolean(),
    }),
    {
      maxLength: 12,
    },
  ),
  alternates: fc.array(fc.tuple(fc.constantFrom("en", "sk", "x-default", " DE "), word), { maxLength: 4 }),
})

describe("auditSnapshotForCrawl", () => {
  test.prop([page])(
    "hands over the same crawl facts a separate extraction reads, beside the same result",
    ({ title, canonical, robots, links, alternates }) => {
      const html = `<!doctype html><html lang="en"><head><title>${title}</title>
${canonical === undefined ? "" : `<link rel="canonical" href="/${canonical}">`}
${robots === undefined ? "" : `<meta name="robots" content="${robots}">`}
${alternates.map(([lang, path]) => `<link rel="alternate" hreflang="${lang}" href="/${path}">`).join("\n")}
</head><body><main><h1>${title}</h1><p>Some words about ${title} for the main text of the page.</p>
${links.map((link) => `<a href="${link.href}"${link.nofollow ? ' rel="nofollow"' : ""}>${title}</a>`).join(" ")}
</main></body></html>`
      const snapshot = snapshotOfHtml(html, { url: "https://example.com/page" })
      const { result, crawl } = auditSnapshotForCrawl(snapshot, { registry })
      expect(crawl).toEqual(pageCrawlFactsOf(extractFacts(snapshot, { keys: CRAWLED_PAGE_FACTS })))
      expect(result).toEqual(auditSnapshot(snapshot, { registry }))
    },
  )
})
