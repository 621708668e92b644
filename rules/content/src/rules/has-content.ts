import {
  type ContentFacts,
  defineRule,
  fold,
  foldedWords,
  isPassage,
  shortened,
  type TextBlock,
} from "@svc/core"
import { holdsPlaceholder } from "../lib/placeholder"

/** Fewer main words than this is not content to judge; a contact page says less by nature. */
export const MIN_SUBSTANTIVE_WORDS = 50
const MIN_CONTACT_WORDS = 15
/** Fewer different words than this is repetition, not content (a phrase stuffed sixty times). */
const MIN_DISTINCT_WORDS = 20
const MIN_CONTACT_DISTINCT_WORDS = 10
/** A sign-in form (one asking for a password) with less running text than this is the whole page. */
const SIGN_IN_WALL_WORDS = 150
/** Parking and for-sale pages are short: a page with more words is not read for their phrases. */
const PARKED_PAGE_WORDS = 2_000
/** Different words are counted on this much of the main text first; most pages reach the minimum in it. */
const DISTINCT_SAMPLE_CHARACTERS = 2_000

/** A word said more often than this in a thin text is repetition: the extra times are not content. */
const MAX_TIMES_A_WORD_COUNTS = 5

/** A block this long saying fewer different words than a fifth of its words is a phrase stuffed, not text. */
const MIN_STUFFED_WORDS = 20
const MAX_STUFFED_DISTINCT_SHARE = 0.2

const isStuffing = (words: ReadonlyArray<string>): boolean =>
  words.length >= MIN_STUFFED_WORDS && new Set(words).size < words.length * MAX_STUFFED_DISTINCT_SHARE

/**
 * Counts the main content's words that are its own: a repeated passage counts once, and each word at
 * most MAX_TIMES_A_WORD_COUNTS times, so neither a paragraph pasted three times nor a phrase stuffed
 * sixty times lifts a thin page over the minimum (a block that is such a phrase counts for nothing). `add` takes the next block and says how many of its
 * words were its own.
 */
const ownWordCounter = () => {
  const seenPassages = new Set<string>()
  const times = new Map<string, number>()
  return (block: TextBlock): number => {
    if (isPassage(block)) {
      const passage = block.text.toLowerCase()
      if (seenPassages.has(passage)) return 0
      seenPassages.add(passage)
    }
    const words = foldedWords(block.text)
    if (isStuffing(words)) return 0
    let own = 0
    for (const word of words) {
      const said = (times.get(word) ?? 0) + 1
      times.set(word, said)
      if (said <= MAX_TIMES_A_WORD_COUNTS) own++
    }
    return own
  }
}

/** The main content's own words, counted block by block until there are `enough`. */
const ownWords = (content: ContentFacts, enough: number): number => {
  const add = ownWordCounter()
  let own = 0
  for (const block of content.blocks) {
    if (!block.inMain) continue
    own += add(block)
    if (own >= enough) break
  }
  return own
}

/**
 * The main content's own words, and how many of them are placeholder text: a placeholder block counts
 * every time it is said (each copy is a hole in the page), every other block as `ownWordCounter` counts.
 */
const placeholderShare = (content: ContentFacts): { readonly own: number; readonly placeholder: number } => {
  const add = ownWordCounter()
  let own = 0
  let placeholder = 0
  for (const block of content.blocks) {
    if (!block.inMain) continue
    if (holdsPlaceholder(block.text, block.words)) {
      placeholder += block.words
      own += block.words
    } else own += add(block)
  }
  return { own, placeholder }
}

/** A page whose own words are a third or more placeholder text is unfinished. */
const PLACEHOLDER_SHARE_DENOMINATOR = 3

/** How many different words `text` has, counted up to `enough`: on a prefix first, on the whole if need be. */
const distinctWords = (text: string, enough: number): number => {
  const sampled = new Set(foldedWords(text.slice(0, DISTINCT_SAMPLE_CHARACTERS))).size
  return sampled >= enough || text.length <= DISTINCT_SAMPLE_CHARACTERS
    ? sampled
    : new Set(foldedWords(text)).size
}

// Parking and for-sale pages of domain registrars and parking services (folded, en/sk/es).
const PARKED =
  /\b(this domain (name )?(is|may be) for sale|buy this domain|domain is parked|parked free|domain parking|this domain has been registered|tato domena je na predaj|domena je na predaj|este dominio esta en venta|dominio en venta|compra este dominio)\b/
// What a sign-in form says (folded, en/sk/es).
const SIGN_IN = /\b(sign in|log in|login|password|prihlasit|prihlasenie|heslo|iniciar sesion|contrasena)\b/

export default defineRule({
  id: "has-content",
  category: "content",
  level: "high",
  appliesTo: "served",
  decides: "substantive",
  requires: ["content", "pageType", "document"],
  label: "The page has content of its own to judge",
  fix: "Publish the page with its real content: text that answers the visitor's question. Keep empty, placeholder, parked and sign-in-only pages out of search (noindex) until then.",
  messages: {
    parked: "The page is a parked or for-sale domain page, not content of its own.",
    noMainContent: "The page has no main content.",
    thin: 'The main content has {words} of the {minimum} words needed to judge it: "{text}".',
    repeated:
      'The main content has {words} words, but only {own} once repeated passages and words are counted once: "{text}".',
    fewDistinct:
      'The main content says {words} words with only {distinct} different ones (at least {minimum} are needed): "{text}".',
    placeholder:
      "A third or more of the main content is placeholder text ({placeholder} of its {own} own words).",
    signIn:
      "The page is a sign-in form with {words} words of its own around it (fewer than {minimum}): its content is behind the sign-in.",
  },
  check: ({ content, pageType, document }, { report }) => {
    let folded: string | undefined
    const pageText = () => {
      folded ??= fold(content.blocks.map((block) => block.text).join(" "))
      return folded
    }
    if (content.wordCount.total < PARKED_PAGE_WORDS && PARKED.test(pageText())) return report("parked")
    const words = content.wordCount.main
    if (words === 0) return report("noMainContent")
    const minimum = pageType.type === "contact" ? MIN_CONTACT_WORDS : MIN_SUBSTANTIVE_WORDS
    if (words < minimum) {
      const text = shortened(content.mainText, 60)
      return report("thin", { subject: text, data: { words, minimum, text } })
    }
    const own = ownWords(content, minimum)
    if (own < minimum) {
      const text = shortened(content.mainText, 60)
      return report("repeated", { subject: text, data: { words, own, text } })
    }
    const distinctMinimum = pageType.type === "contact" ? MIN_CONTACT_DISTINCT_WORDS : MIN_DISTINCT_WORDS
    const distinct = distinctWords(content.mainText, distinctMinimum)
    if (distinct < distinctMinimum) {
      const text = shortened(content.mainText, 60)
      return report("fewDistinct", {
        subject: text,
        data: { words, distinct, minimum: distinctMinimum, text },
      })
    }
    if (content.blocks.some((block) => block.inMain && holdsPlaceholder(block.text, block.words))) {
      const { own, placeholder } = placeholderShare(content)
      if (placeholder * PLACEHOLDER_SHARE_DENOMINATOR >= own)
        return report("placeholder", { data: { placeholder, own } })
    }
    // A form asking for a password, not any form on a page that says "Sign in" somewhere: a short
    // article under a menu with a "Sign in" link and a search box is no sign-in wall.
    if (document.forms.some((form) => form.asksForPassword)) {
      const around = ownWords(content, SIGN_IN_WALL_WORDS)
      if (around < SIGN_IN_WALL_WORDS && SIGN_IN.test(pageText()))
        report("signIn", { data: { words: around, minimum: SIGN_IN_WALL_WORDS } })
    }
  },
})
