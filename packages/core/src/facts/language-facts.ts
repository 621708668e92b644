import type { Extractor } from "./extraction"
import { francCodeOf, knownFrancCodes, twoLetterCodeOf } from "./language-codes"
import { languageDetector } from "./language-detection"
import type { ContentFacts, DetectedLanguage } from "./page-facts"
import { isUnavailable } from "./unavailable"

/** Trigram detection is steady from a few hundred characters; more only costs time. */
export const DETECTION_SAMPLE_CHARACTERS = 1_000
const MIN_SAMPLE_CHARACTERS = 50
// Only languages a `lang` attribute can name here: half the candidates, half the time.
const rankedLanguages = languageDetector({ minLength: MIN_SAMPLE_CHARACTERS, only: knownFrancCodes })

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The first characters of the main text, or of the whole page's text when the main text is short. */
const sampleOf = (content: ContentFacts): string => {
  const main = content.mainText.slice(0, DETECTION_SAMPLE_CHARACTERS)
  if (main.length >= 300) return main
  let sample = ""
  for (const block of content.blocks) {
    if (sample.length >= DETECTION_SAMPLE_CHARACTERS) break
    sample += `${block.text}\n`
  }
  return sample.length > main.length ? sample.slice(0, DETECTION_SAMPLE_CHARACTERS) : main
}

/** Detects the language of the text with franc's trigram models, on a bounded sample. */
const detect = (content: ContentFacts, declared: string | null): DetectedLanguage | null => {
  const sample = sampleOf(content)
  if (sample.trim().length < MIN_SAMPLE_CHARACTERS) return null
  const ranked = rankedLanguages(sample)
  const [best] = ranked
  if (best === undefined || best[0] === "und") return null
  const declaredCode = declared === null ? undefined : francCodeOf(declared)
  // franc's scores crowd towards 1 as the text grows; the declared language's place between the best (1)
  // and the worst candidate (0) does not, so that is the fit reported.
  const worst = ranked[ranked.length - 1]?.[1] ?? 0
  const declaredRaw = ranked.find(([code]) => code === declaredCode)?.[1]
  const declaredScore =
    declaredCode === undefined
      ? null
      : declaredRaw === undefined
        ? 0
        : worst >= 1
          ? 1
          : Math.max(0, 1 - (1 - declaredRaw) / (1 - worst))
  return {
    language: twoLetterCodeOf(best[0]) ?? best[0],
    francCode: best[0],
    sampleCharacters: sample.length,
    declaredScore,
  }
}

export const extractLanguage: Extractor<"language"> = ({ get }) => {
  const document = get("document")
  const head = get("head")
  const http = get("http")
  const content = get("content")
  if (isUnavailable(document)) return document
  if (isUnavailable(head)) return head
  const declared = nonEmpty(document.html.lang)
  return {
    declared,
    contentLanguageHeader: isUnavailable(http) ? null : nonEmpty(http.header("content-language")),
    metaContentLanguage: nonEmpty(head.httpEquiv("content-language")?.content),
    ogLocale: nonEmpty(head.property("og:locale")?.content),
    detected: isUnavailable(content) ? null : detect(content, declared),
  }
}
