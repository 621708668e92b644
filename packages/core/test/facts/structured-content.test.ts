import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

describe("structured data", () => {
  it("parses JSON-LD, flattens @graph and arrays, keeps parse errors, reads microdata", () => {
    const data = factOf(
      "structuredData",
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"A"},{"@type":["WebSite","Thing"]}]}</script>
<script type="application/ld+json; charset=utf-8">[{"@type":"https://schema.org/Product"}]</script>
<script type="application/ld+json">{"@type": "Article",}</script>
<div itemscope itemtype="https://schema.org/LocalBusiness"></div>`,
    )
    expect(data.jsonLd.map((block) => block.types)).toEqual([
      ["Organization", "WebSite", "Thing"],
      ["https://schema.org/Product"],
      [],
    ])
    expect(data.jsonLd[2]?.error).toMatch(/JSON/)
    expect(data.jsonLd[2]?.location).toEqual({ line: 3, column: 1 })
    expect(data.types).toEqual(["LocalBusiness", "Organization", "Product", "Thing", "WebSite"])
  })
})

describe("structured data nodes", () => {
  it("are objects with a key besides @context and @graph; @graph members are nodes of their own", () => {
    const data = factOf(
      "structuredData",
      `<script type="application/ld+json">[{"@context":"https://schema.org"},{"@context":"x","@graph":[{"@type":"A"}]},
{"@graph":[{"@type":"B"}],"name":"outer"},{"__proto__":{"@type":"C"}},[[{"@type":"D"}]]]</script>
<p itemscope itemtype=" https://schema.org/E  F "></p>`,
    )
    expect(data.jsonLd[0]?.nodes.map((node) => Object.keys(node))).toEqual([
      ["@type"],
      ["@graph", "name"],
      ["@type"],
      ["__proto__"],
      ["@type"],
    ])
    expect(data.jsonLd[0]?.types).toEqual(["A", "B", "D"])
    expect(data.microdataTypes).toEqual(["https://schema.org/E", "F"])
  })
})

describe("main content", () => {
  const words = (count: number, word = "bread") => Array.from({ length: count }, () => word).join(" ")

  it("reads the article without its headline, and counts words of the main region and of the whole page", () => {
    const content = factOf(
      "content",
      `<nav><a href="/">${words(10, "menu")}</a></nav><main><h1>Title here</h1><p>${words(60)}</p><h2>More here</h2><p>${words(5)}</p></main><footer>${words(5, "legal")}</footer>`,
    )
    expect(content.mainRegion).toBe("main")
    expect(content.wordCount).toEqual({ main: 67, total: 84 })
    expect(content.mainText.startsWith("bread bread")).toBe(true)
    expect(content.mainText).toContain("More here")
  })

  it("finds the article body by text density, whatever the elements are called", () => {
    const paragraph = `<p>${words(40)}, with commas, and more, text here.</p>`
    const content = factOf(
      "content",
      `<div class="menu"><a href="/a">${words(30, "link")}</a></div><div id="content">${paragraph.repeat(5)}</div><div class="sidebar"><p>${words(8, "ad")}</p></div>`,
    )
    expect(content.mainRegion).toBe("div#content")
    expect(content.wordCount.main).toBe(5 * 46)
  })

  it("leaves hidden, script, style and template text out", () => {
    const content = factOf(
      "content",
      '<p>one two</p><p hidden>three</p><div style="display: none">four</div><script>five()</script><template><p>six</p></template>',
    )
    expect(content.wordCount.total).toBe(2)
  })
})

describe("language and page type", () => {
  it("collect every language hint", () => {
    const language = factOf(
      "language",
      '<html lang=" sk-SK "><head><meta property="og:locale" content="sk_SK"></head></html>',
      {
        headers: { "Content-Language": "sk" },
      },
    )
    expect(language).toEqual({
      declared: "sk-SK",
      contentLanguageHeader: "sk",
      metaContentLanguage: null,
      ogLocale: "sk_SK",
      detected: null,
    })
  })

  it("decide the page type from structured data, Open Graph, then the URL", () => {
    expect(factOf("pageType", '<script type="application/ld+json">{"@type":"Product"}</script>').type).toBe(
      "product",
    )
    expect(
      factOf("pageType", '<meta property="og:type" content="article">', { url: "https://a.example/x" }).type,
    ).toBe("article")
    expect(factOf("pageType", "<p>x</p>", { url: "https://a.example/" })).toEqual({
      type: "home",
      reason: "the site's root address /",
    })
    expect(factOf("pageType", "<p>x</p>", { url: "https://a.example/kontakt" }).type).toBe("contact")
    expect(factOf("pageType", "<p>x</p>", { url: "https://a.example/blog/my-post" }).type).toBe("article")
    expect(factOf("pageType", "<p>x</p>", { url: "https://a.example/misc" }).type).toBe("other")
  })

  it("name all seven kinds, from structured data, the URL and, failing those, the page's structure", () => {
    const typeOf = (html: string, url = "https://a.example/misc") => factOf("pageType", html, { url }).type
    const jsonLd = (type: string) => `<script type="application/ld+json">{"@type":"${type}"}</script>`
    expect(typeOf(jsonLd("NewsArticle"))).toBe("article")
    expect(typeOf(jsonLd("Product"))).toBe("product")
    expect(typeOf(jsonLd("CollectionPage"))).toBe("category")
    expect(typeOf(jsonLd("ContactPage"))).toBe("contact")
    expect(typeOf(jsonLd("AboutPage"))).toBe("about")
    expect(typeOf("<p>x</p>", "https://a.example/sk/")).toBe("home")
    expect(typeOf("<p>x</p>", "https://a.example/o-nas")).toBe("about")
    expect(typeOf("<p>x</p>", "https://a.example/kategoria/chlieb/")).toBe("category")
    expect(typeOf("<p>x</p>", "https://a.example/productos/pan/")).toBe("product")
    // Structure alone: headings, a contact form, a list of teasers, a long article.
    expect(typeOf("<h1>Kontaktujte nás</h1>")).toBe("contact")
    expect(typeOf('<form><input name="q"></form><a href="tel:+421900000000">Call</a>')).toBe("contact")
    expect(typeOf("<h1>Sobre nosotros</h1>")).toBe("about")
    expect(typeOf(`<main>${"<article><h2>Post</h2><p>Teaser.</p></article>".repeat(5)}</main>`)).toBe(
      "category",
    )
    expect(typeOf(`<article><h1>Sourdough</h1><p>${"bread ".repeat(320)}</p></article>`)).toBe("article")
    const long = `<article><p>${"bread ".repeat(320)}</p></article>`
    expect(factOf("pageType", long, { url: "https://a.example/x" }).reason).toMatch(/300 words/)
  })
})
