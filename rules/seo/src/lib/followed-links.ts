import type { LinkFact } from "@svc/core"
import { shortened } from "@svc/core"

/**
 * The URL Lighthouse reads as the anchor's href: resolved; when it does not parse, the attribute as
 * written for an HTML link (`anchor.href`), "" for an SVG link; "" without one.
 */
export const anchorHref = (link: LinkFact): string =>
  link.href === null ? "" : (link.url ?? (link.svg ? "" : link.href))

const sameDocument = (a: string, b: string): boolean => {
  try {
    const first = new URL(a)
    const second = new URL(b)
    first.hash = ""
    second.hash = ""
    return first.href === second.href
  } catch {
    return false
  }
}

/**
 * The href of a link Lighthouse's `link-text` audit judges, or undefined for the links it skips:
 * no href, a `rel` containing "nofollow" (a case-sensitive substring of the attribute; Lighthouse reads
 * no `rel` of an SVG link), `javascript:` and `mailto:` URLs, and links to this page (fragments aside).
 */
export const followedLinkHref = (link: LinkFact, pageUrl: string): string | undefined => {
  const href = anchorHref(link)
  if (href === "" || (!link.svg && (link.attributes.rel ?? "").includes("nofollow"))) return undefined
  const lower = href.toLowerCase()
  if (lower.startsWith("javascript:") || lower.startsWith("mailto:") || sameDocument(href, pageUrl))
    return undefined
  return href
}

/** A link reported for its generic text: where it is, its text as the subject, and what the message names. */
export const genericLinkReport = (link: LinkFact) => {
  const text = shortened(link.renderedText, 60)
  const href = shortened(link.href ?? "", 100)
  return { at: link.location, subject: text, url: link.url, data: { text, href } } as const
}
