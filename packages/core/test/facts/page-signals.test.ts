import { describe, expect, it } from "vitest"
import { datesInText, parseMachineDate } from "../../src/facts/date-parsing"
import { DETECTION_SAMPLE_CHARACTERS } from "../../src/facts/language-facts"
import { factOf } from "./facts-of"

const english =
  "We bake sourdough bread every morning in our small bakery so that you have fresh pastry for breakfast. We also offer rolls, baguettes and cakes made to the traditional recipes of our grandmothers. Orders are taken by phone and online."
const slovak =
  "Kváskový chlieb pečieme každé ráno v našej malej pekárni v Košiciach, aby ste mali čerstvé pečivo na raňajky. Ponúkame aj rožky, bagety a koláče podľa tradičných receptov našich starých mám. Objednávky prijímame telefonicky."
const spanish =
  "Horneamos pan de masa madre cada mañana en nuestra pequeña panadería de Málaga para que tenga pan fresco en el desayuno. También ofrecemos panecillos, baguettes y pasteles según las recetas tradicionales de nuestras abuelas."

describe("detected language", () => {
  it("detects English, Slovak and Spanish text", () => {
    expect(factOf("language", `<p>${english}</p>`).detected?.language).toBe("en")
    expect(factOf("language", `<p>${slovak}</p>`).detected?.language).toBe("sk")
    expect(factOf("language", `<p>${spanish}</p>`).detected?.language).toBe("es")
  })

  it("rates how well the declared language fits: 1 when it is the best, low when it is another language", () => {
    expect(factOf("language", `<html lang="sk-SK"><p>${slovak}</p></html>`).detected?.declaredScore).toBe(1)
    const wrong = factOf("language", `<html lang="en"><p>${slovak}</p></html>`).detected
    expect(wrong?.declaredScore).toBeLessThan(0.95)
  })

  it("detects on a bounded sample and says nothing about too little text", () => {
    const big = factOf("language", `<main>${`<p>${english}</p>`.repeat(500)}</main>`).detected
    expect(big?.sampleCharacters).toBeLessThanOrEqual(DETECTION_SAMPLE_CHARACTERS)
    expect(factOf("language", "<p>Hello</p>").detected).toBeNull()
  })
})

describe("dates", () => {
  it("read machine dates and dates written in English, Slovak and Spanish", () => {
    expect(parseMachineDate("2024-03-12T10:00:00+01:00")).toBe("2024-03-12")
    expect(parseMachineDate("Tue, 12 Mar 2024 10:00:00 GMT")).toBe("2024-03-12")
    expect(parseMachineDate("2024-02-30")).toBeNull()
    expect(datesInText("Published March 12, 2024")).toEqual(["2024-03-12"])
    expect(datesInText("Publikované 12. marca 2024")).toEqual(["2024-03-12"])
    expect(datesInText("Publicado el 12 de marzo de 2024")).toEqual(["2024-03-12"])
    expect(datesInText("12.3.2024 and 2024-03-13")).toEqual(["2024-03-12", "2024-03-13"])
    expect(datesInText("Call 12 345 2024 now")).toEqual([])
  })

  it("collect structured, meta and visible dates with the fetch time", () => {
    const dates = factOf(
      "dates",
      `<head><meta property="article:modified_time" content="2025-05-01T08:00:00Z">
<script type="application/ld+json">{"@type":"Article","datePublished":"2024-01-02","dateModified":"2025-05-02"}</script></head>
<body><p class="meta">By Jane · <time datetime="2024-01-02">2 January 2024</time></p>
<p>${"long ".repeat(60)} 3 March 2020</p></body>`,
      { fetchedAt: "2026-01-01T00:00:00.000Z" },
    )
    expect(dates.fetchedAt).toBe("2026-01-01T00:00:00.000Z")
    expect(dates.published.map((date) => date.date)).toEqual(["2024-01-02"])
    expect(dates.modified.map((date) => [date.date, date.source])).toEqual([
      ["2025-05-02", "JSON-LD dateModified"],
      ["2025-05-01", "<meta article:modified_time>"],
    ])
    expect(dates.visible.map((date) => [date.date, date.source])).toEqual([
      ["2024-01-02", "<time>"],
      ["2024-01-02", "text"],
    ])
  })
})

describe("bylines", () => {
  it("find rel=author links, itemprop and byline classes, with the text around them", () => {
    const content = factOf(
      "content",
      `<article><p class="byline">By <a rel="author" href="/jane">Jane Doe</a></p>
<span itemprop="author">Ann</span><p>${"text ".repeat(50)}</p></article><div hidden class="author">Hidden</div>`,
    )
    expect(content.bylines.map((byline) => [byline.text, byline.source])).toEqual([
      ["By Jane Doe", 'class="byline"'],
      ["Ann", 'itemprop="author"'],
    ])
  })
})

describe("page type from structure", () => {
  const other = { url: "https://example.com/page" }
  it("recognises contact, about, category and article pages without URL hints", () => {
    expect(factOf("pageType", "<h1>Contact us</h1><p>Write to us.</p>", other).type).toBe("contact")
    expect(
      factOf("pageType", '<h1>Bakery</h1><form></form><a href="tel:+421900000000">Call</a>', other).type,
    ).toBe("contact")
    expect(
      factOf("pageType", '<h1>Bakery</h1><form></form><a href="mailto:hello@bakery.sk">Write</a>', other)
        .type,
    ).toBe("contact")
    // A share-by-e-mail link names no one to write to: a short page with it and a form is no contact page.
    expect(
      factOf("pageType", '<h1>Bakery</h1><form></form><a href="mailto:?subject=Bread">Share</a>', other).type,
    ).toBe("other")
    expect(factOf("pageType", "<h1>O nás</h1><p>Sme pekáreň.</p>", other).type).toBe("about")
    expect(factOf("pageType", "<article><p>x</p></article>".repeat(6), other).type).toBe("category")
    expect(
      factOf("pageType", `<article><h1>Bread</h1><p>${"word ".repeat(320)}</p></article>`, other).type,
    ).toBe("article")
    // Length said once: one word stuffed 320 times between commas is no article's length.
    expect(
      factOf("pageType", `<article><h1>Bread</h1><p>${"word, ".repeat(320)}</p></article>`, other).type,
    ).toBe("other")
    expect(factOf("pageType", "<p>x</p>", other).type).toBe("other")
  })
})
