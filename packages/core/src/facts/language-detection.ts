import { data } from "franc/data.js"
import { PairNumbering } from "../query/pair-numbering"
import { topWritingScript } from "./writing-script"

// franc's algorithm and data (franc 6.2.0, `francAll`), with the same answers to the last bit, computed
// with one lookup per trigram of the text instead of one per trigram and candidate language. franc also
// runs every script's expression over the text and rebuilds its candidate list on every call; here each
// character's scripts and each script's candidates are worked out once.

/** Languages, most probable first, each with franc's score (1 for the best). */
export type RankedLanguages = Array<[language: string, score: number]>

export interface LanguageDetectorOptions {
  /** The only languages to consider (franc codes); none means every language. */
  readonly only?: Iterable<string>
  /** Shorter texts are undetermined ("und"). */
  readonly minLength?: number
}

/** franc reads no further than this many code units. */
const MAX_LENGTH = 2048
const MIN_LENGTH = 10
/** What a trigram of the text adds to a language's distance when that language's model lacks it. */
const MAX_DIFFERENCE = 300

/** The candidate languages of one script, and which of them have each trigram, at which rank. */
interface ScriptModels {
  readonly languages: ReadonlyArray<string>
  /** Every trigram of the candidates' models, numbered by `trigramKey`. */
  readonly trigrams: PairNumbering
  /** The entries of trigram `id` are `entryLanguage[i]`, `entryRank[i]` for `entriesStart[id] <= i < entriesStart[id + 1]`. */
  readonly entriesStart: Int32Array
  readonly entryLanguage: Int32Array
  readonly entryRank: Int32Array
  /** How often each trigram occurs in the text being ranked; all zero between calls. */
  readonly occurrences: Int32Array
}

/** A trigram (three UTF-16 code units) as the pair of integers `PairNumbering` numbers. */
const trigramKey = (first: number, second: number, third: number): [number, number] => [
  first,
  (second << 16) | third,
]

const scriptModels = (
  models: Readonly<Record<string, string>>,
  allowed: (language: string) => boolean,
): ScriptModels => {
  const languages = Object.keys(models).filter(allowed)
  const trigrams = new PairNumbering(8_192)
  const entries: Array<Array<[language: number, rank: number]>> = []
  for (const [language, code] of languages.entries()) {
    for (const [rank, trigram] of (models[code] ?? "").split("|").entries()) {
      // A text has trigrams of three code units only; a model's other entries never match.
      if (trigram.length !== 3) continue
      const id = trigrams.numberOf(
        ...trigramKey(trigram.charCodeAt(0), trigram.charCodeAt(1), trigram.charCodeAt(2)),
      )
      if (id === entries.length) entries.push([])
      const ofTrigram = entries[id] ?? []
      // A trigram listed twice in one model keeps its first rank, as in franc.
      if (ofTrigram.at(-1)?.[0] !== language) ofTrigram.push([language, rank])
    }
  }
  const entriesStart = new Int32Array(entries.length + 1)
  for (const [id, ofTrigram] of entries.entries())
    entriesStart[id + 1] = (entriesStart[id] ?? 0) + ofTrigram.length
  const flat = entries.flat()
  return {
    languages,
    trigrams,
    entriesStart,
    entryLanguage: Int32Array.from(flat, ([language]) => language),
    entryRank: Int32Array.from(flat, ([, rank]) => rank),
    occurrences: new Int32Array(entries.length),
  }
}

/**
 * trigram-utils' `clean`: ASCII punctuation, symbols and digits out, white space collapsed, lower case.
 * Its two replacements in one (a run of both becomes one space either way); lower case last, as there,
 * since a capital sigma's lower case depends on what follows it.
 */
const cleaned = (text: string) =>
  text
    .replace(/[\s\u0021-\u0040]+/g, " ")
    .trim()
    .toLowerCase()

/**
 * franc's distance of each candidate language from the text: over the text's distinct trigrams, the
 * difference between the trigram's count and its rank in the language's model, or 300 when the model
 * lacks it. Integer sums, so adding them in another order than franc's gives the same numbers.
 */
const distances = (models: ScriptModels, text: string): Int32Array => {
  const { trigrams, occurrences, entriesStart, entryLanguage, entryRank } = models
  const padded = ` ${cleaned(text)} `
  const seen: number[] = []
  const unknown = new PairNumbering(256)
  for (let end = 2; end < padded.length; end++) {
    const [first, second] = trigramKey(
      padded.charCodeAt(end - 2),
      padded.charCodeAt(end - 1),
      padded.charCodeAt(end),
    )
    const id = trigrams.numberFound(first, second)
    if (id === -1) unknown.numberOf(first, second)
    else {
      const count = (occurrences[id] ?? 0) + 1
      occurrences[id] = count
      if (count === 1) seen.push(id)
    }
  }
  const distinctTrigrams = seen.length + unknown.size
  const distance = new Int32Array(models.languages.length).fill(distinctTrigrams * MAX_DIFFERENCE)
  for (const id of seen) {
    const count = occurrences[id] ?? 0
    occurrences[id] = 0
    const end = entriesStart[id + 1] ?? 0
    for (let entry = entriesStart[id] ?? 0; entry < end; entry++) {
      const language = entryLanguage[entry] ?? 0
      const difference = Math.abs(count - (entryRank[entry] ?? 0) - 1)
      distance[language] = (distance[language] ?? 0) + difference - MAX_DIFFERENCE
    }
  }
  return distance
}

const undetermined = (): RankedLanguages => [["und", 1]]

/**
 * A detector that answers as `francAll(text, { only, minLength })` does: the same languages in the same
 * order with the same scores. Each script's candidates are prepared on first use.
 */
export const languageDetector = (
  options: LanguageDetectorOptions = {},
): ((text: string) => RankedLanguages) => {
  const only = new Set(options.only ?? [])
  const minLength = options.minLength ?? MIN_LENGTH
  const allowed = (language: string) => only.size === 0 || only.has(language)
  const prepared = new Map<string, ScriptModels>()
  const modelsOf = (script: string, models: Readonly<Record<string, string>>) => {
    let ofScript = prepared.get(script)
    if (ofScript === undefined) {
      ofScript = scriptModels(models, allowed)
      prepared.set(script, ofScript)
    }
    return ofScript
  }
  return (whole) => {
    if (!whole || whole.length < minLength) return undetermined()
    const text = whole.slice(0, MAX_LENGTH)
    const { script, matches } = topWritingScript(text)
    const models = Object.hasOwn(data, script) ? data[script] : undefined
    // A script only one language is written in decides alone.
    if (models === undefined) return matches === 0 || !allowed(script) ? undetermined() : [[script, 1]]
    const candidates = modelsOf(script, models)
    if (candidates.languages.length === 0) return undetermined()
    const distance = distances(candidates, text)
    const ranked: RankedLanguages = candidates.languages.map((language, index) => [
      language,
      distance[index] ?? 0,
    ])
    ranked.sort((a, b) => a[1] - b[1])
    // franc's normalisation, to the letter: the best is 1, and the rest fall towards 0 by their distance.
    const min = ranked[0]?.[1] ?? 0
    const max = text.length * MAX_DIFFERENCE - min
    for (const entry of ranked) entry[1] = 1 - (entry[1] - min) / max || 0
    return ranked
  }
}
