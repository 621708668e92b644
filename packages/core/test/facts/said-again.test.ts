import { describe, expect, it } from "vitest"
import { mainTextSaidOnce, originalMainWords, saidAgain } from "../../src/facts/original-words"
import { factOf } from "./facts-of"

const block = (text: string) => ({ text, words: text.split(/\s+/).filter(Boolean).length })
const passage = "The river was high that spring, and the old bridge over it shook when the carts went across."
const other =
  "Nobody in the village remembered a flood like it, not even the miller, who was ninety years old."

describe("saidAgain", () => {
  it("marks a passage said earlier, ignoring case, wherever it stands", () => {
    const blocks = [passage, "Read more", other, "Read more", passage.toUpperCase()].map(block)
    expect([...saidAgain(blocks)]).toEqual([0, 0, 0, 0, 1])
  })

  it("counts a short line each time it stands apart: labels repeat by design", () => {
    const blocks = ["Share", passage, "Share", other, "Share"].map(block)
    expect([...saidAgain(blocks)]).toEqual([0, 0, 0, 0, 0])
  })

  it("marks a block of any length that says what the block right before it said", () => {
    const blocks = [passage, "By Ann Lee", "By Ann Lee", "by ann lee", other, "By Ann Lee"].map(block)
    expect([...saidAgain(blocks)]).toEqual([0, 0, 1, 1, 0, 0])
  })

  it("marks nothing on empty blocks in a row", () => {
    expect([...saidAgain(["", "", passage].map(block))]).toEqual([0, 0, 0])
  })
})

describe("the main words and text said once", () => {
  const page = (times: number, byline = "By Ann Lee") =>
    `<body><main><article><h1>The flood</h1>${[passage, other]
      .map((text) => `<p>${text}</p>`.repeat(times))
      .join("")}${`<p>${byline}</p>`.repeat(times)}</article></main></body>`

  it("are the same for a text and the text said three times", () => {
    const once = factOf("content", page(1))
    const thrice = factOf("content", page(3))
    expect(thrice.wordCount.main).toBeGreaterThan(2.5 * once.wordCount.main)
    expect(originalMainWords(thrice)).toBe(originalMainWords(once))
    expect(mainTextSaidOnce(thrice)).toBe(once.mainText)
  })

  it("count a phrase said over and over between commas once", () => {
    const stuffed = Array.from({ length: 60 }, () => "cheap bread").join(", ")
    const plain = factOf("content", page(1))
    const withStuffing = factOf("content", page(1).replace("</article>", `<p>${stuffed}</p></article>`))
    expect(withStuffing.wordCount.main - plain.wordCount.main).toBe(120)
    expect(originalMainWords(withStuffing) - originalMainWords(plain)).toBe(2)
  })

  it("leave a list of different things whole", () => {
    const list = "Flour, water, salt, yeast, a little sugar, and patience."
    const plain = factOf("content", page(1))
    const listed = factOf("content", page(1).replace("</article>", `<p>${list}</p></article>`))
    expect(originalMainWords(listed) - originalMainWords(plain)).toBe(9)
  })

  it("give the phrase analysis the same term shares for a text said three times", () => {
    const once = factOf("query", page(1))
    const thrice = factOf("query", page(3))
    expect(thrice.mainText).toEqual(once.mainText)
  })
})
