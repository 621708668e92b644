import { expect, test } from "vitest"
import { countWords } from "../../src/facts/text"
import { isMostlyUnspaced } from "../../src/facts/unspaced-words"
import { foldedWords } from "../../src/query/normalize"

test("foldedWords segments scripts written without spaces into words, in order, as countWords counts them", () => {
  const text = "DeepMind新电脑已可利用记忆自学，人工智能迈上新台阶"
  const words = foldedWords(text, "zh")
  expect(words[0]).toBe("deepmind")
  expect(words).toContain("人工")
  expect(words.join("")).toBe("deepmind新电脑已可利用记忆自学人工智能迈上新台阶")
  expect(words.length).toBe(countWords(text, "zh"))
  expect(words.length).toBeGreaterThan(8)
})

test("foldedWords reads spaced text as before: runs of letters and digits, folded", () => {
  expect(foldedWords("Košice, año 2024: don't")).toEqual(["kosice", "ano", "2024", "don", "t"])
})

test("isMostlyUnspaced tells a Chinese or Thai text from an English one that names a place in kanji", () => {
  expect(isMostlyUnspaced("人民日报记者从国家发展改革委获悉，DeepMind 今年以来我国经济运行总体平稳。")).toBe(
    true,
  )
  expect(isMostlyUnspaced("ภาษาไทยไม่มีช่องว่างระหว่างคำ")).toBe(true)
  expect(isMostlyUnspaced("We flew to Tokyo (東京) in spring and stayed a week.")).toBe(false)
  expect(isMostlyUnspaced("Plain English.")).toBe(false)
})
