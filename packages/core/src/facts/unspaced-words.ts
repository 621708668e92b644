// Words of scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese):
// white space does not separate them, so they are segmented with `Intl.Segmenter` (ICU's dictionaries).

/** Chinese and Japanese letters, and those of the Southeast Asian scripts written without spaces. */
const CJK_LETTER = "\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}"
const SOUTHEAST_ASIAN_LETTER = "\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}"
/** A letter of a script written without spaces. */
const UNSPACED_LETTER = `${CJK_LETTER}${SOUTHEAST_ASIAN_LETTER}`
/** The marks and the prolonged sound mark of kana: they continue a run, never start one. */
const KANA_MARK = "\\u3099-\\u309c\\u30fc\\uff70"
const UNSPACED_CHARACTER = `${UNSPACED_LETTER}${KANA_MARK}`
const UNSPACED = new RegExp(`[${UNSPACED_LETTER}]`, "u")
/**
 * A run of one family of such scripts, starting at a letter. ICU segments a run that starts with a mark
 * ("ー京"), or one that goes from Thai into kana ("ไทยーの"), differently from call to call in one
 * process (its dictionary state), so such a mark is read as spaced text, and each family is a run of
 * its own (no word is written in both).
 */
const UNSPACED_RUN = new RegExp(
  `[${CJK_LETTER}][${CJK_LETTER}${KANA_MARK}]*|[${SOUTHEAST_ASIAN_LETTER}]+`,
  "gu",
)

/**
 * Segmenting costs more than linearly with the length of the string (V8), so a run is segmented this
 * many UTF-16 units at a time; a word cut at a chunk's end counts as two, once per chunk at most.
 */
const CHUNK = 256

/** Does the text (or, for one character, the two units from there) hold a letter of such a script? */
export const hasUnspacedScript = (text: string): boolean => UNSPACED.test(text)

const UNSPACED_LETTERS = new RegExp(`[${UNSPACED_CHARACTER}]`, "gu")
const LETTERS = /\p{L}/gu
/** How much of a text is read to tell which kind of script it is written in. */
const SAMPLE_CHARACTERS = 2_000

/** Is the text written mostly in such scripts: half or more of the letters of its beginning? */
export const isMostlyUnspaced = (text: string): boolean => {
  const sample = text.slice(0, SAMPLE_CHARACTERS)
  if (!UNSPACED.test(sample)) return false
  const unspaced = sample.match(UNSPACED_LETTERS)?.length ?? 0
  return unspaced > 0 && 2 * unspaced >= (sample.match(LETTERS)?.length ?? 0)
}

const segmenters = new Map<string, Intl.Segmenter>()

/** A word segmenter for the language (a BCP 47 tag, e.g. the page's `lang`); ICU's root rules otherwise. */
const segmenterFor = (language: string | null | undefined): Intl.Segmenter => {
  const key = language?.trim().toLowerCase() ?? ""
  let segmenter = segmenters.get(key)
  if (segmenter === undefined) {
    try {
      segmenter = new Intl.Segmenter(key === "" ? "und" : key, { granularity: "word" })
    } catch {
      // Not a well-formed language tag: the root rules segment every script alike.
      segmenter = segmenterFor(null)
    }
    segmenters.set(key, segmenter)
  }
  return segmenter
}

/** Calls `onWord` with each word of a run of such a script, in order. */
const eachSegmentedWord = (
  run: string,
  language: string | null | undefined,
  onWord: (word: string) => void,
) => {
  const segmenter = segmenterFor(language)
  let start = 0
  while (start < run.length) {
    let end = Math.min(run.length, start + CHUNK)
    const last = run.charCodeAt(end - 1)
    if (end < run.length && last >= 0xd800 && last <= 0xdbff) end++
    for (const segment of segmenter.segment(run.slice(start, end)))
      if (segment.isWordLike) onWord(segment.segment)
    start = end
  }
}

/**
 * Reads a text in order: its runs of scripts written without spaces segmented into words (`onWord`), the
 * text between them as it is (`onSpaced`), where the caller reads words as it does in any text.
 */
export const splitUnspaced = (
  text: string,
  language: string | null | undefined,
  onSpaced: (text: string) => void,
  onWord: (word: string) => void,
): void => {
  let from = 0
  for (const run of text.matchAll(UNSPACED_RUN)) {
    if (run.index > from) onSpaced(text.slice(from, run.index))
    eachSegmentedWord(run[0], language, onWord)
    from = run.index + run[0].length
  }
  if (from < text.length) onSpaced(text.slice(from))
}
