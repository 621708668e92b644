import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { snapshotOfHtml } from "../../src/snapshot"
import { factOf } from "./facts-of"

const words = (count: number, word = "bread") => Array.from({ length: count }, () => word).join(" ")

describe("sections", () => {
  it("cut the main content at its visible headings, with lists, tables and question headings", () => {
    const sections = factOf(
      "sections",
      `<nav><h2>Menu</h2><ul><li>a</li></ul></nav>
<main><h1>Sourdough bread</h1><p>${words(12)}.</p>
<h2>What is sourdough?</h2><p>Sourdough is bread leavened by wild yeast.</p><ul><li>flour</li><li>water</li></ul>
<h2 hidden>Hidden</h2><p>${words(3, "kept")}</p>
<h3>Prices</h3><table><tr><td>1</td></tr></table></main>`,
    )
    // The headline that opens the article is not its body: the text under it is a section without one.
    expect(sections.map((section) => section.heading?.text)).toEqual([
      undefined,
      "What is sourdough?",
      "Prices",
    ])
    expect(sections[0]).toMatchObject({ words: 12, listItems: 0 })
    expect(sections[1]?.heading).toMatchObject({ level: 2, question: true, location: { line: 3 } })
    expect(sections[1]).toMatchObject({ listItems: 2, words: 12 })
    expect(sections[1]?.blocks.map((block) => block.tag)).toEqual(["p", "li", "li", "p"])
    expect(sections[2]).toMatchObject({ tables: 1, heading: { question: false } })
  })

  it("keep the text before the first heading as a section without one", () => {
    const sections = factOf("sections", `<main><p>${words(60)}</p><h2>Next</h2><p>more words here</p></main>`)
    expect(sections[0]).toMatchObject({ heading: null, words: 60 })
  })
})

describe("statistics", () => {
  it("find shares, amounts, measures, counts and ratios, but not years or list numbers", () => {
    const statistics = factOf(
      "statistics",
      `<main><p>Sales rose 42 % to €1.5 million in 2023, and 3 out of 4 buyers waited 20 minutes.</p>
<p>We sold 12,500 loaves; the oven holds 250 kg. Step 3 is easy. Podiel vzrástol o 15 percent, ventas de 200 millones.</p>
<p>Call +421 905 123 456 on 12.05.2024.</p></main>`,
    )
    expect(statistics.items.map((item) => [item.kind, item.text])).toEqual([
      ["percent", "42 %"],
      ["currency", "€1.5 million"],
      ["ratio", "3 out of 4"],
      ["measure", "20 minutes"],
      ["count", "12,500"],
      ["measure", "250 kg"],
      ["percent", "15 percent"],
      ["count", "200 millones"],
    ])
    expect(statistics.items[4]?.location.line).toBe(2)
  })

  it("count a passage said again once: its figures and its words", () => {
    const passage =
      "<p>Sales rose 42 % last year, and the bakery sold 12,500 loaves to its customers in town.</p>"
    const once = factOf("statistics", `<main>${passage}<p>${words(40)}</p></main>`)
    const thrice = factOf("statistics", `<main>${passage.repeat(3)}<p>${words(40)}</p></main>`)
    expect(thrice.items.map((item) => item.text)).toEqual(["42 %", "12,500"])
    expect(thrice.mainWords).toBe(once.mainWords)
  })
})

describe("quotations", () => {
  it("read blockquotes with their attribution, <q>, and attributed quotes in running text", () => {
    const quotations = factOf(
      "quotations",
      `<main><p>${words(40)}</p>
<blockquote cite="https://example.org/talk"><p>Bread is the warmest, kindest of all words.</p></blockquote>
<figure><blockquote><p>Good bread needs time and patience above all.</p></blockquote><figcaption>— Eva Nováková</figcaption></figure>
<p>“We bake every loaf by hand before dawn,” said the baker.</p>
<p>She called it <q>the best crust in the whole town</q> and left.</p>
<pre>"x = function() { return 1 }"</pre></main>`,
    )
    expect(quotations.map((quote) => [quote.kind, quote.attribution])).toEqual([
      ["blockquote", "https://example.org/talk"],
      ["blockquote", "— Eva Nováková"],
      ["inline", "said"],
      ["q", null],
    ])
    expect(quotations[2]?.text).toBe("We bake every loaf by hand before dawn,")
    expect(quotations[3]?.location.line).toBe(5)
  })
})

describe("citations", () => {
  it("list links from the main content to other sites, with known authorities, footnotes and a references heading", () => {
    const citations = factOf(
      "citations",
      `<main><p>${words(40)} <a href="https://www.cdc.gov/x">CDC</a> <a href="https://en.wikipedia.org/wiki/Bread">Bread</a>
<a href="https://blog.example.net/post">a blog</a> <a href="/about">about</a> <a href="https://twitter.com/intent/tweet">share</a>
<a href="https://ads.example.org/" rel="sponsored">ad</a><sup><a href="#cite_note-1">[1]</a></sup></p>
<h2>References</h2></main><footer><a href="https://www.nih.gov/">footer</a></footer>`,
      { url: "https://bakery.example/bread" },
    )
    expect(citations.links.map((link) => [link.domain, link.authority])).toEqual([
      ["cdc.gov", "government"],
      ["wikipedia.org", "reference"],
      ["example.net", null],
    ])
    expect(citations.footnoteReferences).toBe(1)
    expect(citations.referenceHeadings).toEqual([{ text: "References", location: { line: 4, column: 1 } }])
  })
})

describe("tables", () => {
  it("count rows, columns and header cells per table, nested tables apart", () => {
    const tables = factOf(
      "tables",
      `<main><table><caption>Prices</caption><tr><th>Loaf</th><th>Price</th></tr><tr><td>Rye</td><td>3 €</td></tr>
<tr><td colspan="2"><table role="presentation"><tr><td>a</td><td>b</td><td>c</td></tr></table></td></tr></table></main>`,
    )
    expect(tables).toMatchObject([
      { rows: 3, columns: 2, headerCells: 2, caption: true, layout: false, inMain: true },
      { rows: 1, columns: 3, headerCells: 0, caption: false, layout: true },
    ])
  })
})

describe("rendering", () => {
  it("find empty framework mount points and the <noscript> message", () => {
    const rendering = factOf(
      "rendering",
      `<head><noscript><link rel="stylesheet" href="x.css"></noscript></head><body>
<noscript>You need to <b>enable JavaScript</b> to run this app.</noscript><div id="root"></div><div id="app"><p>Ready</p></div></body>`,
    )
    expect(rendering.noscript).toEqual([
      { text: "You need to enable JavaScript to run this app.", location: { line: 2, column: 1 } },
    ])
    expect(rendering.mountPoints.map((mount) => [mount.id, mount.empty])).toEqual([
      ["root", true],
      ["app", false],
    ])
  })
})

describe("nosnippet", () => {
  it("count the words inside data-nosnippet regions, outermost only, and those in the main content", () => {
    const nosnippet = factOf(
      "nosnippet",
      `<main><p>${words(60)}</p><div data-nosnippet><p>${words(20, "secret")}</p><span data-nosnippet>${words(5)}</span></div></main>
<footer data-nosnippet><p>${words(7, "legal")}</p></footer>`,
    )
    expect(nosnippet.regions.map((region) => [region.tag, region.words, region.inMain])).toEqual([
      ["div", 25, true],
      ["footer", 7, false],
    ])
    expect(nosnippet).toMatchObject({ words: 32, mainWords: 25, mainContentWords: 85 })
  })
})

describe("hidden text", () => {
  it("collect the text of every outermost hidden element, and how it is hidden", () => {
    const hidden = factOf(
      "hiddenText",
      `<p>seen</p><div hidden>one <b>two</b></div><span aria-hidden="true">icon</span><div style="display:none"><p>three</p><p hidden>four</p></div>`,
    )
    expect(hidden.map((entry) => [entry.how, entry.text])).toEqual([
      ["hidden", "one two"],
      ["aria-hidden", "icon"],
      ["style", "three four"],
    ])
  })
})

describe("schema nodes", () => {
  it("walk top-level, @graph and nested nodes, and resolve @id references", () => {
    const schema = factOf(
      "schemaNodes",
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
{"@type":"Article","headline":"Bread","author":{"@id":"#eva"},"publisher":{"@type":"Organization","name":"Bakery"}},
{"@type":"Person","@id":"#eva","name":"Eva","sameAs":["https://www.wikidata.org/wiki/Q1"]}]}</script>
<script type="application/ld+json">{"@type":"https://schema.org/WebSite","name":"Bakery"}</script>
<script type="application/ld+json">{broken</script>`,
    )
    expect(schema.nodes.map((node) => [node.types.join(), node.topLevel])).toEqual([
      ["Article", true],
      ["Organization", false],
      ["Person", true],
      ["WebSite", true],
    ])
    const article = schema.ofType("Article", "BlogPosting")[0]
    expect(schema.resolve(article?.properties.author)?.properties.name).toBe("Eva")
    expect(schema.resolve(article?.properties.publisher)?.types).toEqual(["Organization"])
    expect(schema.resolve("Eva")).toBeUndefined()
  })
})

describe("GEO facts over arbitrary pages", () => {
  const page = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "<main>",
          "</main>",
          "<h2>",
          "</h2>",
          "<p>",
          "<li>",
          "<table><tr><th>",
          "<td>",
          "<blockquote>",
          "<q>",
          "</q>",
          "<div data-nosnippet>",
          "</div>",
          "<div hidden>",
          '<a href="https://gov.example.gov/">',
          "</a>",
          "42 %",
          "“quoted words here and more”",
          "What is it?",
        ),
        fc.lorem({ maxCount: 8 }),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(" "))

  it("keep their counts consistent with the main content", () => {
    fc.assert(
      fc.property(page, (html) => {
        const facts = extractFacts(snapshotOfHtml(html), {
          keys: ["content", "sections", "statistics", "nosnippet", "tables"],
        })
        const { content, sections, statistics, nosnippet, tables } = facts as Required<typeof facts> & {
          content: { wordCount: { main: number } }
        }
        if (!("wordCount" in content) || !Array.isArray(sections)) throw new Error("unavailable")
        const sectionWords = sections.reduce((sum, section) => sum + section.words, 0)
        expect(sectionWords).toBeLessThanOrEqual(content.wordCount.main)
        // A passage said again counts once for statistics, every time for the word count.
        expect("mainWords" in statistics && statistics.mainWords).toBeLessThanOrEqual(content.wordCount.main)
        if (!("regions" in nosnippet) || !Array.isArray(tables)) throw new Error("unavailable")
        expect(nosnippet.mainWords).toBeLessThanOrEqual(nosnippet.mainContentWords)
        expect(nosnippet.mainContentWords).toBe(content.wordCount.main)
        for (const table of tables) expect(table.headerCells).toBeLessThanOrEqual(table.rows * table.columns)
      }),
      { numRuns: 300 },
    )
  })
})
