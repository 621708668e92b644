import { defineRule, GENERIC_LINK_TEXTS } from "@svc/core"
import { followedLinkHref, genericLinkReport } from "../lib/followed-links"

const primarySubtag = (lang: string | null | undefined): string | undefined => {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0]
  return primary ? primary : undefined
}

/** The generic texts to look a link's text up in: its language's (and English's), or all when unknown. */
const listsFor = (language: string | undefined): ReadonlyArray<ReadonlySet<string>> => {
  if (language === undefined || GENERIC_LINK_TEXTS[language] === undefined)
    return Object.values(GENERIC_LINK_TEXTS)
  return [GENERIC_LINK_TEXTS[language], GENERIC_LINK_TEXTS.en].filter(
    (list): list is ReadonlySet<string> => list !== undefined,
  )
}

/**
 * The length of the longest text of the lists: lower-casing never shortens a text, so a longer one is none
 * of them. A language named like an Object member ("constructor") yields something that is not a list,
 * with no bound, so its lookup goes on as before.
 */
const longestIn = (lists: ReadonlyArray<ReadonlySet<string>>): number =>
  Math.max(
    0,
    ...lists.map((list) =>
      list instanceof Set ? Math.max(0, ...[...list].map((text) => text.length)) : Infinity,
    ),
  )

export default defineRule({
  id: "link-text-languages",
  category: "on-page",
  level: "low",
  requires: ["links", "http", "language"],
  appliesTo: "served",
  symptomOf: ["link-text"],
  label: "Links have descriptive text in the page's own language",
  fix: 'Replace generic link texts ("read more", "viac", "en savoir plus", "continue reading") with words that say where each link leads.',
  messages: {
    generic: 'The link text "{text}" says nothing about where {href} leads.',
  },
  check: ({ links, http, language }, { report, review }) => {
    // Broader than Lighthouse: more phrases, Slovak, Czech, French, Italian, Dutch and Polish, language
    // codes in any case, and the page's declared language for links that have none of their own.
    const pageLanguage = primarySubtag(language.declared ?? language.contentLanguageHeader)
    // The lists of each distinct link language, worked out once per page.
    const listsOfLanguage = new Map<
      string | null,
      { lists: ReadonlyArray<ReadonlySet<string>>; longest: number }
    >()
    const listsOf = (textLang: string | null) => {
      let found = listsOfLanguage.get(textLang)
      if (found === undefined) {
        const lists = listsFor(primarySubtag(textLang) ?? pageLanguage)
        found = { lists, longest: longestIn(lists) }
        listsOfLanguage.set(textLang, found)
      }
      return found
    }
    // The text test first: it is cheap, and few links fail it, while the href test parses URLs.
    const generic = links.filter((link) => {
      const trimmed = link.renderedText.trim()
      if (trimmed === "") return false
      const { lists, longest } = listsOf(link.textLang)
      if (trimmed.length > longest) return false
      const text = trimmed.toLowerCase()
      for (const list of lists) if (list.has(text)) return followedLinkHref(link, http.finalUrl) !== undefined
      return false
    })
    if (generic.length === 0) return
    for (const link of generic) report("generic", genericLinkReport(link))
    return review()
  },
})
