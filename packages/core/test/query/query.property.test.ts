import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import type { ContentFacts, QueryFacts } from "../../src/facts/page-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { phraseTokens, topicTokens } from "../../src/query/tokenize"
import { snapshotOfHtml } from "../../src/snapshot"
import { factOf } from "../facts/facts-of"

const queryOf = (html: string, query?: string, url = "https://example.com/page"): QueryFacts => {
  const fact = extractFacts(snapshotOfHtml(html, { url }), {
    keys: ["query"],
    ...(query === undefined ? {} : { query }),
  }).query
  if (fact === undefined || isUnavailable(fact)) throw new Error("query facts unavailable")
  return fact as QueryFacts
}

const word = fc.stringMatching(/^[a-záéíóúäčďľňšťžñ]{3,10}$/)
const words = fc.array(word, { minLength: 1, maxLength: 8 })
const page = fc.record({ title: words, h1: words, body: fc.array(word, { minLength: 0, maxLength: 80 }) })
const render = (title: string, h1: string, body: string) =>
  `<html><head><title>${title}</title></head><body><h1>${h1}</h1><p>${body}</p></body></html>`

describe("the phrase match (properties)", () => {
  test.prop([page, fc.integer({ min: 1, max: 4 })])(
    "a phrase of the page's own title words scores at least as high as a phrase of absent words",
    ({ title, h1, body }, size) => {
      const html = render(title.join(" "), h1.join(" "), body.join(" "))
      const own = title.slice(0, size).join(" ")
      const absent = Array.from({ length: size }, (_, index) => `qqxv${"zk".repeat(index + 1)}`).join(" ")
      const ownScore = queryOf(html, own).score
      const absentScore = queryOf(html, absent).score ?? 0
      if (ownScore === null) return // the title words were all stop words: no phrase to measure
      expect(ownScore).toBeGreaterThanOrEqual(absentScore)
    },
  )

  test.prop([page, words])(
    "adding the phrase to the title never lowers query.score",
    ({ title, h1, body }, phrase) => {
      const query = phrase.join(" ")
      const before = queryOf(render(title.join(" "), h1.join(" "), body.join(" ")), query).score
      const after = queryOf(render(`${title.join(" ")} ${query}`, h1.join(" "), body.join(" ")), query).score
      expect(after ?? 0).toBeGreaterThanOrEqual(before ?? 0)
    },
  )

  test.prop([page, words])("is an integer from 0 to 100 for any phrase", ({ title, h1, body }, phrase) => {
    const score = queryOf(render(title.join(" "), h1.join(" "), body.join(" ")), phrase.join(" ")).score
    if (score === null) return
    expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true)
  })
})

describe("the main text's topics (properties)", () => {
  test.prop([page, words])(
    "are the main text's topic tokens in order, and the phrase's words are those of them the phrase has",
    ({ title, h1, body }, phrase) => {
      const html = render(title.join(" "), h1.join(" "), body.join(" "))
      const facts = extractFacts(snapshotOfHtml(html, { url: "https://example.com/page" }), {
        keys: ["query", "content"],
        query: phrase.join(" "),
      })
      const { mainText } = facts.query as QueryFacts
      const expected = topicTokens((facts.content as ContentFacts).mainText)
      const tokens = new Set(phraseTokens(phrase.join(" ")))
      expect(mainText.topics).toEqual(expected)
      expect(Object.keys(mainText.topics)).toHaveLength(expected.length) // no holes
      expect(mainText.topicWords).toBe(expected.length)
      expect(mainText.phraseWords).toBe(expected.filter((token) => tokens.has(token)).length)
    },
  )
})

describe("the measured phrase", () => {
  const html = `<html lang="sk"><head><title>Kváskový chlieb v Košiciach | Pekáreň Zrno</title>
<meta name="description" content="Kváskový chlieb pečieme každé ráno."></head>
<body><h1>Kváskový chlieb</h1><p>Kváskový chlieb pečieme každé ráno z múky a vody. Kváskový chlieb vydrží dlhšie.</p>
<h2>Prečo kvások</h2><img src="a.jpg" alt="Kváskový chlieb na stole"></body></html>`

  it("measures the caller's phrase in every place of the page", () => {
    const query = queryOf(html, "kváskový chlieb Košice", "https://zrno.example/kvaskovy-chlieb")
    expect(query.source).toBe("input")
    expect(query.tokens).toEqual(phraseTokens("kvaskovy chlieb kosice"))
    expect(query.coverage.title).toBe(1)
    expect(query.coverage.h1).toBeCloseTo(2 / 3)
    expect(query.coverage.url).toBeCloseTo(2 / 3)
    expect(query.coverage.subheadings).toBe(0)
    expect(query.score).toBeGreaterThan(50)
    expect(query.mainText.phraseWords).toBeGreaterThan(0)
  })

  it("measures the first suggestion when the caller sends none", () => {
    const query = queryOf(html)
    expect(query.source).toBe("suggested")
    expect(query.phrase).toBe(query.suggestions[0])
    expect(query.phrase).toBe("kváskový chlieb")
  })

  it("lets singular and plural meet in Spanish too", () => {
    expect(phraseTokens("panaderías")).toEqual(phraseTokens("panadería"))
    expect(phraseTokens("canciones")).toEqual(phraseTokens("canción"))
  })

  it("has no phrase and no score for an empty page", () => {
    const query = factOf("query", "")
    expect(query).toMatchObject({ source: "none", phrase: "", score: null })
  })
})
