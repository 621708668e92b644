import { defineRule, fold, type LinkFact } from "@svc/core"

const ABOUT =
  /(^|\/)(about|about-us|o-nas|o-mne|o-firme|kto-sme|acerca|acerca-de|sobre|sobre-nosotros|quienes-somos|nosotros|company|team)(\/|\.|$)/
const ABOUT_TEXT =
  /^(about|about us|who we are|our story|o nas|o mne|kto sme|o firme|sobre nosotros|quienes somos|acerca de|nosotros)$/
const CONTACT =
  /(^|\/)(contact|contacts|contact-us|kontakt|kontakty|contacto|contactanos|contactenos)(\/|\.|$)/
const CONTACT_TEXT =
  /^(contact|contact us|get in touch|kontakt|kontakty|kontaktujte nas|contacto|contactenos|contactanos)$/

const MAX_LINK_TEXT = 40
/** A cheap first look on the raw URL or text, so that only likely links are decoded and folded. */
const MAYBE =
  /about|o-n|o-m|n[aá]s|firm|kto|acerca|sobre|qui|nosotros|company|team|story|conta|kontakt|touch/i

/** The path of an absolute URL, percent-decoded and folded, without parsing it again. */
const pathOf = (url: string): string => {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").replace(/[?#].*$/, "")
  try {
    return fold(decodeURIComponent(path))
  } catch {
    return fold(path)
  }
}

/** Internal links whose URL or short text holds one of the words of About and Contact links. */
const likelyLinks = (links: ReadonlyArray<LinkFact>): LinkFact[] =>
  links.filter(
    (link) =>
      link.internal &&
      link.url !== null &&
      (MAYBE.test(link.url) || (link.text.length <= MAX_LINK_TEXT && MAYBE.test(link.text))),
  )

const linksTo = (links: ReadonlyArray<LinkFact>, path: RegExp, text: RegExp): boolean =>
  links.some(
    (link) =>
      link.internal &&
      link.url !== null &&
      ((MAYBE.test(link.url) && path.test(pathOf(link.url))) ||
        (link.text.length <= MAX_LINK_TEXT &&
          MAYBE.test(link.text) &&
          text.test(
            fold(link.text)
              .replace(/[^\p{L}\p{N} ]/gu, "")
              .trim(),
          ))),
  )

export default defineRule({
  id: "about-contact-links",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["links", "pageType"],
  label: "The page links to the site's About and Contact pages",
  fix: "Link the About and Contact pages from every page (usually in the footer): readers and search engines check who stands behind the content.",
  messages: {
    noAbout: "No internal link to an About page was found among the page's {links} links.",
    noContact: "No internal link to a Contact page was found among the page's {links} links.",
  },
  check: ({ links, pageType }, { report }) => {
    // Only the few links that pass the first look are matched, once for each kind of page.
    const likely = likelyLinks(links)
    const about = pageType.type === "about" || linksTo(likely, ABOUT, ABOUT_TEXT)
    const contact = pageType.type === "contact" || linksTo(likely, CONTACT, CONTACT_TEXT)
    if (!about) report("noAbout", { data: { links: links.length } })
    if (!contact) report("noContact", { data: { links: links.length } })
  },
})
