import { fold } from "../query/normalize"

// Phrasing patterns of the three report languages (English, Slovak, Spanish) that facts and rules share:
// questions, definitions, attributions, teaser openings and the first sentence of a passage.

// Spanish interrogatives keep their accents: without them ("como", "que", "donde") they are not questions.
const QUESTION_WORDS =
  /^(?:what|why|how|when|where|who|whom|whose|which|čo|prečo|ako|kedy|kde|kto|koľko|aký|aká|aké|akú|ktorý|ktorá|ktoré|qué|cómo|cuándo|dónde|quién|quiénes|cuál|cuáles|cuánto|cuánta|cuántos|cuántas|por qué|para qué)(?![\p{L}\p{N}])/u
const LEADING_NUMBERING = /^(?:\d+(?:\.\d+)*[.)]?|[ivx]+[.)]|[-–—•·*#])\s+/u

/** True for a heading or sentence phrased as a question or a task ("What is…", "How to…", "¿Cómo…?", "Ako…"). */
export const isQuestion = (text: string): boolean => {
  const trimmed = text.trim()
  if (trimmed.endsWith("?") || trimmed.startsWith("¿")) return true
  return QUESTION_WORDS.test(trimmed.replace(LEADING_NUMBERING, "").toLowerCase())
}

const WHAT_IS =
  /^(?:¿\s*)?(?:what\s+(?:is|are|was|were|does)|what's|čo\s+(?:je|sú|znamená|znamenajú|to\s+je)|qué\s+(?:es|son|significa|significan|quiere\s+decir))\s+(.+?)(?:\s+(?:mean|stand\s+for))?\s*\??$/iu
const LEADING_ARTICLE = /^(?:a|an|the|un|una|unos|unas|el|la|los|las|lo)\s+/iu

/** The term a "What is X?" question asks about ("What is a sourdough starter?" → "sourdough starter"), or null. */
export const questionSubject = (question: string): string | null => {
  const match = question.trim().replace(LEADING_NUMBERING, "").match(WHAT_IS)
  const subject = match?.[1]
    ?.replace(LEADING_ARTICLE, "")
    .replace(/[?"“”'‘’«»]/gu, "")
    .trim()
  return subject ? subject : null
}

const DEFINING_VERB =
  /^(?:is|are|was|were|refers?\s+to|means?|describes?|denotes?|stands?\s+for|is\s+defined\s+as|je|su|je\s+to|znamena|znamenaju|oznacuje|predstavuje|es|son|significa|se\s+refiere\s+a|consiste\s+en|se\s+define\s+como)(?![\p{L}\p{N}])/u
/** How many words may sit between the term and its verb ("Sourdough, or leavened bread, is …"). */
const MAX_WORDS_BETWEEN = 6
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}\s-]/gu
const LEADING_NON_WORD = /^[^\p{L}\p{N}]+/u

/**
 * True when the passage's first sentence defines the term: "<term> is / are / refers to / means …", in
 * English, Slovak or Spanish, with the term (folded, any article before it) within its first words.
 */
export const definesTerm = (passage: string, term: string): boolean => {
  const sentence = fold(firstSentence(passage))
  const folded = fold(term).replace(NOT_A_WORD_CHARACTER, " ").replace(/\s+/g, " ").trim()
  if (folded === "") return false
  const at = sentence.indexOf(folded)
  if (at === -1 || at > 80) return false
  const after = sentence
    .slice(at + folded.length)
    .replace(LEADING_NON_WORD, "")
    .split(/\s+/)
  for (let skipped = 0; skipped <= MAX_WORDS_BETWEEN && skipped < after.length; skipped++) {
    if (DEFINING_VERB.test(after.slice(skipped).join(" "))) return true
    if (/[.!?;]$/.test(after[skipped] ?? "")) return false
  }
  return false
}

const SENTENCE_END = /[.!?…](?:["”’»)\]]*)\s+(?=["“„«¿¡(]?[\p{Lu}\p{N}])/u

/** The first sentence of a passage (at most 600 characters). */
export const firstSentence = (text: string): string => {
  const head = text.slice(0, 600)
  const end = head.search(SENTENCE_END)
  if (end === -1) return head.trim()
  const match = head.slice(end).match(/^[.!?…]["”’»)\]]*/u)
  return head.slice(0, end + (match?.[0].length ?? 1)).trim()
}

const TEASER =
  /^(?:in\s+this\s+(?:article|post|guide|blog\s+post|piece|tutorial|video)|have\s+you\s+ever|ever\s+wondered|welcome\s+to|are\s+you\s+looking|looking\s+for|if\s+you(?:'ve|\s+have)\s+ever|in\s+today'?s\s+\w+\s+world|let'?s\s+(?:dive|take\s+a\s+look|explore|talk)|v\s+tomto\s+(?:clanku|prispevku|navode|blogu)|vitajte|zaujima\s+vas|premyslali\s+ste|hladate|en\s+este\s+(?:articulo|post|texto|tutorial)|en\s+esta\s+(?:guia|entrada)|bienvenid[oa]s?|alguna\s+vez\s+te\s+has|buscas|estas\s+buscando)(?![\p{L}\p{N}])/u

/** True when a passage opens with a teaser rather than information ("In this article…", "Have you ever…"). */
export const isTeaser = (text: string): boolean =>
  TEASER.test(fold(text).replace(LEADING_NON_WORD, "").trim())

/** Words that attribute a statement to someone, folded ("said", "according to", "povedal", "según"). */
export const ATTRIBUTION =
  /(?<![\p{L}\p{N}])(?:said|says|told|tells|explained|explains|wrote|writes|noted|notes|stated|states|added|adds|argued|argues|recalled|recalls|commented|according\s+to|povedal[ai]?|hovori|uviedol|uviedla|uviedli|tvrdi|napisal[ai]?|dodal[ai]?|vysvetlil[ai]?|vysvetluje|podla|poznamenal[ai]?|konstatoval[ai]?|dijo|dice|afirmo|afirma|explico|explica|senalo|senala|declaro|escribio|anadio|agrego|segun|aseguro|asegura|comento|indico)(?![\p{L}\p{N}])/u

/** The attribution word a folded passage uses, if any. */
export const attributionIn = (text: string): string | null => fold(text).match(ATTRIBUTION)?.[0] ?? null
