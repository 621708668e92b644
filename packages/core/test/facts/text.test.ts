import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { collapseWhiteSpace, countWords, isWhiteSpace, trimmedLength } from "../../src/facts/text"

/** A run of Chinese and Japanese from a letter (kana marks continue it), or of the Southeast Asian scripts. */
const UNSPACED_RUN =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}][\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3099-\u309c\u30fc\uff70]*|[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]+/gu
const segmenter = new Intl.Segmenter("und", { granularity: "word" })

/**
 * The definition countWords implements in one pass: white-space separated tokens with a letter or digit,
 * and in the runs of scripts written without spaces the words Intl.Segmenter finds.
 */
const reference = (text: string): number => {
  const runs = text.match(UNSPACED_RUN) ?? []
  const segmented = runs.reduce(
    (sum, run) => sum + [...segmenter.segment(run)].filter((segment) => segment.isWordLike).length,
    0,
  )
  return (
    segmented +
    text
      .replace(UNSPACED_RUN, " ")
      .split(/\s+/u)
      .filter((token) => token !== "" && /[\p{L}\p{N}]/u.test(token)).length
  )
}

const texty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        "a",
        "Ž",
        "7",
        " ",
        "\u00a0",
        "\u3000",
        "\n",
        "—",
        "😀",
        "東",
        "京",
        "の",
        "ー",
        "ไทย",
        "-",
        "\ud800",
      ),
      {
        maxLength: 40,
      },
    )
    .map((parts) => parts.join("")),
)

test.prop([texty], { examples: [[" ー京—"]] })(
  "countWords counts white-space separated tokens, and segmented words where there are no spaces",
  (text) => {
    expect(countWords(text)).toBe(reference(text))
  },
)

test("countWords counts the words of Chinese, Japanese and Thai text, not its white-space tokens", () => {
  expect(countWords("人民日报记者从国家发展改革委获悉，今年以来我国经济运行总体平稳。", "zh")).toBe(16)
  expect(countWords("日本語の文章を単語に分割します。", "ja")).toBe(9)
  expect(countWords("ภาษาไทยไม่มีช่องว่างระหว่างคำ", "th")).toBe(7)
  expect(countWords("DeepMind新电脑 2016年", "zh")).toBe(5)
  expect(countWords("Plain English text, said once.")).toBe(5)
})

test("countWords segments a long text without spaces in chunks, within a word per chunk of the whole", () => {
  const sentence = "人民日报记者从国家发展改革委获悉今年以来我国经济运行总体平稳"
  const text = sentence.repeat(40)
  const whole = [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length
  const counted = countWords(text, "zh")
  expect(Math.abs(counted - whole)).toBeLessThanOrEqual(Math.ceil(text.length / 256))
})

test.prop([texty])("collapseWhiteSpace collapses every white-space run to one space and trims", (text) => {
  expect(collapseWhiteSpace(text)).toBe(text.replace(/\s+/gu, " ").trim())
})

test.prop([texty])("trimmedLength is the length String.prototype.trim leaves", (text) => {
  expect(trimmedLength(text)).toBe(text.trim().length)
})

test("trimmedLength trims every white space and line terminator trim does, and nothing else", () => {
  for (let code = 0; code < 0x10000; code++) {
    const character = String.fromCharCode(code)
    expect(trimmedLength(`${character}x${character}`), code.toString(16)).toBe(
      `${character}x${character}`.trim().length,
    )
  }
})

test("isWhiteSpace holds for exactly the UTF-16 units \\s matches", () => {
  for (let code = 0; code < 0x10000; code++)
    expect(isWhiteSpace(code), code.toString(16)).toBe(/\s/.test(String.fromCharCode(code)))
})
