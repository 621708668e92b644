import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { CRAWLED_PAGE_FACTS, crawledPageOf, failedCrawledPage } from "../../src/site/crawled-page"
import { signatureSimilarity } from "../../src/site/text-fingerprint"
import { snapshotOfHtml } from "../../src/snapshot"

/** The crawl of example.com: its own host only, fragments dropped. */
const normalise = (url: string): string | null => {
  if (!URL.canParse(url)) return null
  const parsed = new URL(url)
  if (parsed.host !== "example.com" || parsed.protocol !== "https:") return null
  parsed.hash = ""
  return parsed.href
}

const crawled = (
  html: string,
  options: Parameters<typeof snapshotOfHtml>[1] = {},
  position: { depth?: number | null; inSitemap?: boolean } = {},
) => {
  const snapshot = snapshotOfHtml(html, options)
  return crawledPageOf(extractFacts(snapshot, { keys: CRAWLED_PAGE_FACTS }), {
    requestedUrl: snapshot.requestedUrl,
    depth: position.depth ?? 1,
    inSitemap: position.inSitemap ?? false,
    normalise,
    score: 77,
  })
}

const article = (words: string) => `<!doctype html><html lang="en"><head>
<title>  Bread   at home </title>
<meta name="description" content="How to bake bread.">
<link rel="canonical" href="/bread#top">
<link rel="alternate" hreflang="SK" href="https://example.sk/chlieb">
<link rel="alternate" hreflang="x-default" href="/bread">
</head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main><h1>Bread <em>at</em> home</h1>
<p>${words}</p>
<p>Read <a href="/flour?type=rye#section">about rye flour</a> and <a href="/flour?type=rye" rel="nofollow">again</a>.</p>
<p><a href="https://other.org/">elsewhere</a> <a href="#top">top</a> <a href="http://example.com/old"><img alt="Old page"></a></p>
</main></body></html>`

const TEXT =
  "Bread is one of the oldest foods people make. Flour, water, salt and yeast are all it takes, and time. Knead the dough until it is smooth and let it rise twice before baking it in a hot oven."

describe("crawledPageOf", () => {
  it("keeps what the cross-page rules read of a page, every URL normalised", () => {
    const page = crawled(article(TEXT), { url: "https://example.com/bread" }, { depth: 2, inSitemap: true })
    expect(page).toMatchObject({
      url: "https://example.com/bread",
      depth: 2,
      status: 200,
      failure: null,
      redirects: [],
      finalUrl: "https://example.com/bread",
      html: true,
      canonical: "https://example.com/bread",
      robots: { noindex: false, nofollow: false },
      indexable: true,
      title: "Bread at home",
      description: "How to bake bread.",
      h1: "Bread at home",
      inSitemap: true,
      score: 77,
    })
    expect(page.alternates).toEqual([
      { hreflang: "sk", url: "https://example.sk/chlieb" },
      { hreflang: "x-default", url: "https://example.com/bread" },
    ])
    // Off-site and same-page links dropped; a link to the site in the other scheme kept as written.
    expect(page.links).toEqual([
      { url: "https://example.com/", nofollow: false, anchor: "Home", line: 8 },
      { url: "https://example.com/about", nofollow: false, anchor: "About", line: 8 },
      { url: "https://example.com/flour?type=rye", nofollow: false, anchor: "about rye flour", line: 11 },
      { url: "https://example.com/flour?type=rye", nofollow: true, anchor: "again", line: 11 },
      { url: "http://example.com/old", nofollow: false, anchor: "Old page", line: 12 },
    ])
    expect(page.text?.words).toBeGreaterThan(40)
    expect(page.text?.minhash).toHaveLength(128)
  })

  it("reads noindex and nofollow from the meta tag and the X-Robots-Tag header", () => {
    const meta = crawled(
      '<html><head><title>T</title><meta name="robots" content="noindex, nofollow"></head><body><a href="/a">a</a></body></html>',
    )
    expect(meta.robots).toEqual({ noindex: true, nofollow: true })
    expect(meta.indexable).toBe(false)
    expect(meta.links).toEqual([{ url: "https://example.com/a", nofollow: true, anchor: "a", line: 1 }])
    const header = crawled("<title>T</title><p>text", { headers: { "X-Robots-Tag": "googlebot: noindex" } })
    expect(header.robots.noindex).toBe(true)
    const otherBot = crawled("<title>T</title><p>text", { headers: { "X-Robots-Tag": "bingbot: noindex" } })
    expect(otherBot.robots.noindex).toBe(false)
  })

  it("says a page canonicalised elsewhere, redirected or in error is not indexable", () => {
    const elsewhere = crawled('<link rel="canonical" href="/other"><title>T</title>', {
      url: "https://example.com/page",
    })
    expect(elsewhere).toMatchObject({ canonical: "https://example.com/other", indexable: false })
    const redirected = crawled("<title>T</title><p>moved here", {
      requestedUrl: "https://example.com/old",
      url: "https://example.com/new",
      redirects: [{ url: "https://example.com/old", status: 301, location: "/new" }],
    })
    expect(redirected).toMatchObject({
      url: "https://example.com/old",
      finalUrl: "https://example.com/new",
      redirects: [{ url: "https://example.com/old", status: 301 }],
      indexable: true,
    })
    const missing = crawled("<title>Not found</title><p>Nothing here", { status: 404 })
    expect(missing).toMatchObject({ status: 404, indexable: false, text: null })
  })

  it("fingerprints equal main text equally, and a small edit as similar", () => {
    const a = crawled(article(TEXT), { url: "https://example.com/a" })
    const b = crawled(article(TEXT), { url: "https://example.com/b" })
    const edited = crawled(article(TEXT.replace("twice", "two times")), { url: "https://example.com/c" })
    const other = crawled(
      article("A completely different text about the weather in spring and the rain that falls."),
      {
        url: "https://example.com/d",
      },
    )
    expect(a.text?.hash).toBe(b.text?.hash)
    expect(edited.text?.hash).not.toBe(a.text?.hash)
    expect(signatureSimilarity(a.text?.minhash ?? [], b.text?.minhash ?? [])).toBe(1)
    expect(signatureSimilarity(a.text?.minhash ?? [], edited.text?.minhash ?? [])).toBeGreaterThan(0.6)
    expect(signatureSimilarity(a.text?.minhash ?? [], other.text?.minhash ?? [])).toBeLessThan(0.5)
  })

  it("builds the page of a failed fetch from its status and failure alone", () => {
    expect(
      failedCrawledPage({
        url: "https://example.com/slow#x",
        depth: 3,
        inSitemap: false,
        status: null,
        failure: "timeout",
        normalise,
      }),
    ).toMatchObject({
      url: "https://example.com/slow",
      finalUrl: "https://example.com/slow",
      status: null,
      failure: "timeout",
      indexable: false,
      links: [],
      text: null,
    })
  })
})
