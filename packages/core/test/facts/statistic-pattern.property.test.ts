import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { STATISTIC, statisticsIn } from "../../src/facts/statistic-pattern"

/** What a match says: where it starts, what it holds and which named groups it filled. */
const described = (matches: Iterable<RegExpExecArray | RegExpMatchArray>) =>
  [...matches].map((match) => ({ index: match.index, text: match[0], groups: { ...match.groups } }))

// Pieces that make statistics, pieces that stop them, and characters whose width or case folding is unusual,
// in groups of about equal weight, so that signs, spaces and numbers often meet in every order.
const piece = fc.oneof(
  fc.constantFrom(
    "1",
    "7",
    "0",
    "12",
    "2024",
    "1,000",
    "3.5",
    "12 345",
    "1\u00a0000",
    "1\u202f000",
    "10.000,5",
  ),
  fc.constantFrom(" ", "  ", "\u00a0", "\t", "\n", "\u2028", "\u3000", ",", ".", "-", "(", ")"),
  fc.constantFrom(
    "$",
    "€",
    "£",
    "¥",
    "₹",
    "US$",
    "USD",
    "usd",
    "Usd",
    "uſd",
    "EUR",
    "eur",
    "GBP",
    "CZK",
    "c\u212az",
  ),
  fc.constantFrom(
    "%",
    "‰",
    "Kč",
    "million",
    "mil",
    "mil millones",
    "bn",
    "percent",
    "per cent",
    "por ciento",
  ),
  fc.constantFrom(
    "in",
    "out of",
    "of every",
    "z",
    "de cada",
    "km",
    "m²",
    "°C",
    "kWh",
    "x",
    "×",
    "years",
    "días",
  ),
  fc.constantFrom("a", "é", "Ž", "東", "٣", "𝟘", "𝐀", "😀", "\ud800", "\udc00"),
  fc.string({ unit: "grapheme", maxLength: 4 }),
)
const statisticLike = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""))

const anyText = fc.oneof(
  statisticLike,
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
)

test.prop([anyText], { numRuns: 3000 })(
  "statisticsIn finds exactly what matchAll(STATISTIC) finds",
  (text) => {
    expect(described(statisticsIn(text))).toEqual(described(text.matchAll(STATISTIC)))
  },
)

test("statisticsIn finds currency signs and words up to five characters before the number", () => {
  const text = "paid USD \u00a012 million, then ₹ 5, US$7 and 40 %, 3 in 10, 2024"
  expect(described(statisticsIn(text))).toEqual(described(text.matchAll(STATISTIC)))
  expect(statisticsIn(text).map((match) => match[0])).toEqual([
    "USD \u00a012 million",
    "₹ 5",
    "US$7",
    "40 %",
    "3 in 10",
    "2024",
  ])
})
