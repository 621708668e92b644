import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  attributionIn,
  definesTerm,
  firstSentence,
  isQuestion,
  isTeaser,
  questionSubject,
} from "../../src/facts/text-patterns"

describe("isQuestion", () => {
  it("knows questions and tasks in English, Slovak and Spanish", () => {
    for (const text of [
      "What is sourdough?",
      "How to feed a starter",
      "2. Why does bread go stale",
      "Prečo kysne cesto",
      "Ako upiecť chlieb",
      "¿Qué es la masa madre?",
      "Cómo hornear pan",
      "Is rye healthier than wheat?",
    ])
      expect(isQuestion(text), text).toBe(true)
  })

  it("leaves statements alone, unaccented Spanish relatives included", () => {
    for (const text of ["Our bakery", "Como resultado, el pan", "Prices and opening hours", "Isolation"])
      expect(isQuestion(text), text).toBe(false)
  })

  it("holds for anything that ends with a question mark", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isQuestion(`${text}?`)).toBe(true)
      }),
    )
  })
})

describe("questionSubject and definesTerm", () => {
  it("take the term of a 'What is' question", () => {
    expect(questionSubject("What is a sourdough starter?")).toBe("sourdough starter")
    expect(questionSubject("¿Qué es la masa madre?")).toBe("masa madre")
    expect(questionSubject("Čo je kvások?")).toBe("kvások")
    expect(questionSubject("How to bake")).toBeNull()
  })

  it("recognise a definition of the term in the first sentence", () => {
    expect(
      definesTerm("A sourdough starter is a mix of flour and water. It lives.", "sourdough starter"),
    ).toBe(true)
    expect(definesTerm("Kvások je zmes múky a vody.", "kvások")).toBe(true)
    expect(definesTerm("La masa madre es un fermento natural.", "masa madre")).toBe(true)
    expect(
      definesTerm("Sourdough, or leavened bread, refers to bread made with a starter.", "sourdough"),
    ).toBe(true)
    expect(definesTerm("Many bakers love it. Sourdough is bread.", "sourdough")).toBe(false)
    expect(definesTerm("We sell sourdough every day.", "sourdough")).toBe(false)
  })

  it("recognise '<term> is …' for any term made of words", () => {
    const word = fc
      .stringMatching(/^[a-z]{2,10}$/)
      .filter((value) => !["is", "are", "was", "were"].includes(value))
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (terms) => {
        const term = terms.join(" ")
        expect(definesTerm(`${term} is a kind of thing.`, term)).toBe(true)
      }),
    )
  })
})

describe("firstSentence, isTeaser and attributionIn", () => {
  it("cut the first sentence", () => {
    expect(firstSentence("Bread is old. It is also new.")).toBe("Bread is old.")
    expect(firstSentence("No end here")).toBe("No end here")
    expect(firstSentence("It costs 3.50 € today. Tomorrow more.")).toBe("It costs 3.50 € today.")
  })

  it("know teaser openings", () => {
    expect(isTeaser("In this article, we look at bread.")).toBe(true)
    expect(isTeaser("¿Alguna vez te has preguntado por qué?")).toBe(true)
    expect(isTeaser("V tomto článku sa dozviete")).toBe(true)
    expect(isTeaser("Sourdough is bread made with a starter.")).toBe(false)
  })

  it("find attribution words in three languages", () => {
    expect(attributionIn("“Bread matters,” said Eva.")).toBe("said")
    expect(attributionIn("Podľa pekára je to tak.")).toBe("podla")
    expect(attributionIn("Según la panadera, sí.")).toBe("segun")
    expect(attributionIn("Bread matters.")).toBeNull()
  })
})
