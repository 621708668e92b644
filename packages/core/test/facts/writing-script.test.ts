import { expressions } from "franc/expressions.js"
import { describe, expect, it } from "vitest"
import { scriptMatchCounts, topWritingScript, writingScripts } from "../../src/facts/writing-script"

const everyCodePoint = (from: number, to: number) => {
  const characters: string[] = []
  for (let codePoint = from; codePoint <= to; codePoint++) characters.push(String.fromCodePoint(codePoint))
  return characters.join("")
}

/** What franc counts: the matches of each script's expression, in franc's order. */
const francMatchCounts = (text: string) =>
  Object.values(expressions).map((expression) => text.match(expression)?.length ?? 0)

describe("the writing scripts of a text, as franc counts them", () => {
  it("counts every code unit as franc's expressions match it, lone surrogates included", () => {
    let everyUnit = ""
    for (let unit = 0; unit <= 0xffff; unit++) everyUnit += String.fromCharCode(unit)
    expect([...scriptMatchCounts(everyUnit)]).toEqual(francMatchCounts(everyUnit))
  })

  it("counts every character of planes 1–3 as franc's expressions match it", () => {
    const text = everyCodePoint(0x1_0000, 0x3_ffff)
    expect([...scriptMatchCounts(text)]).toEqual(francMatchCounts(text))
  })

  it("finds no character of planes 4–16 in any script, as franc does not", () => {
    const text = everyCodePoint(0x4_0000, 0x10_ffff)
    expect(francMatchCounts(text).every((count) => count === 0)).toBe(true)
    expect([...scriptMatchCounts(text)].every((count) => count === 0)).toBe(true)
  })

  it("picks the script with the most matches, the first in franc's order on a tie", () => {
    expect(topWritingScript("хлеб bread")).toEqual({ script: "Latin", matches: 5 })
    expect(topWritingScript("хлеб brea")).toEqual({ script: "Latin", matches: 4 })
    expect(writingScripts.indexOf("Latin")).toBeLessThan(writingScripts.indexOf("Cyrillic"))
    expect(topWritingScript("123 !?")).toEqual({ script: writingScripts[0], matches: 0 })
  })
})
