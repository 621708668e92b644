import { defineRule, GENERIC_LINK_TEXTS } from "@svc/core"
import { describeLinks, followedLinkHref } from "../followed-links"

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

export default defineRule({
  id: "link-text-languages",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["links", "http", "language"],
  appliesTo: "served",
  symptomOf: ["link-text"],
  label: "Links have descriptive text in the page's own language",
  fix: 'Replace generic link texts ("read more", "viac", "en savoir plus", "continue reading") with words that say where each link leads.',
  check: ({ links, http, language }, { pass, review }) => {
    // Broader than Lighthouse: more phrases, Slovak, Czech, French, Italian, Dutch and Polish, language
    // codes in any case, and the page's declared language for links that have none of their own.
    const pageLanguage = primarySubtag(language.declared ?? language.contentLanguageHeader)
    // The text test first: it is cheap, and few links fail it, while the href test parses URLs.
    const generic = links.filter((link) => {
      const text = link.renderedText.trim().toLowerCase()
      if (text === "") return false
      if (!listsFor(primarySubtag(link.textLang) ?? pageLanguage).some((list) => list.has(text))) return false
      return followedLinkHref(link, http.finalUrl) !== undefined
    })
    const first = generic[0]
    if (first === undefined) return pass()
    const examples = describeLinks(generic)
    return review(`${generic.length} link(s) use a generic text: ${examples}.`, { at: first.location })
  },
})
