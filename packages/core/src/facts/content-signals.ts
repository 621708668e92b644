import type { ElementRecord } from "./dom-scan"

/** Which of Readability's heuristics are on; it retries with fewer when the article comes out too short. */
export interface ReadingFlags {
  readonly stripUnlikely: boolean
  readonly weightClasses: boolean
}

// Mozilla Readability's class and id patterns: what content containers and boilerplate are called. The
// negative ones add popular|trending|recommend: lists of other pages, which BEM names such as
// `c-article-most-popular` would otherwise weigh as article (and keep through the cleaning).
const UNLIKELY =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote/i
const MAYBE_CONTENT = /and|article|body|column|content|main|shadow/i
const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/i
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget|popular|trending|recommend/i
const UNLIKELY_ROLES = new Set([
  "menu",
  "menubar",
  "complementary",
  "navigation",
  "alert",
  "alertdialog",
  "dialog",
])

const matchString = (element: ElementRecord): string =>
  `${element.attributes.class ?? ""} ${element.attributes.id ?? ""}`

/** Whether a part of the class or id (split at white space, `-` and `_`) matches. */
const hasNamePart = (element: ElementRecord, part: RegExp): boolean =>
  (element.attributes.class !== undefined || element.attributes.id !== undefined) &&
  matchString(element)
    .split(/[\s_-]+|(?<=\p{Ll})(?=\p{Lu})/u)
    .some((name) => part.test(name))

/** +25 for a content-like class or id, −25 for a boilerplate-like one (each of class and id counts). */
export const classWeight = (element: ElementRecord, flags: ReadingFlags): number => {
  if (!flags.weightClasses) return 0
  let weight = 0
  for (const name of [element.attributes.class ?? "", element.attributes.id ?? ""]) {
    if (name === "") continue
    if (NEGATIVE.test(name)) weight -= 25
    if (POSITIVE.test(name)) weight += 25
  }
  return weight
}

const COMMENT_TOKEN = /(^|[-_])(comments?|disqus|replies)([-_]|$)/i

/**
 * A comment section (a class or id token such as `comments`, `comment-list`, `disqus`, `replies`, not
 * also named like content): readers' text, not the page's. Readability reads it when its first attempt
 * came out short; svc never does, or a one-paragraph article with thirty comments would be judged by
 * the comments.
 */
const isCommentSection = (element: ElementRecord): boolean => {
  if (element.tag === "body" || element.tag === "html") return false
  const names = matchString(element)
  return names.split(/\s+/).some((token) => COMMENT_TOKEN.test(token)) && !MAYBE_CONTENT.test(names)
}

/** True when reading mode drops the element before scoring: hidden, a modal, comments, navigation, or named like boilerplate. */
export const isContentRemoved = (
  element: ElementRecord,
  insideTableOrCode: boolean,
  flags: ReadingFlags,
): boolean => {
  if (element.hidden) return true
  const role = element.attributes.role
  if (element.attributes["aria-modal"] === "true" && role === "dialog") return true
  if (isCommentSection(element)) return true
  // Menus are never the page's text: a page cut down to its navigation has no main content, in any
  // attempt (Readability reads a <nav> when its first attempt came out short).
  if (element.tag === "nav" || role === "navigation") return true
  if (!flags.stripUnlikely || element.tag === "body" || element.tag === "a") return false
  if (role !== undefined && UNLIKELY_ROLES.has(role)) return true
  if (element.attributes.class === undefined && element.attributes.id === undefined) return false
  const names = matchString(element)
  return UNLIKELY.test(names) && !MAYBE_CONTENT.test(names) && !insideTableOrCode
}

const SHARE = /(\b|_)(share|sharedaddy)(\b|_)/i
/** Name parts of sign-up and cookie boxes (`newsletterSignupBox`, `signup-form`, `cookie-law-info-bar`). */
const SIGN_UP_PART = /^(newsletter|signup|subscribe|subscription|cookie|consent)/i

const MAX_SHARE_CHARACTERS = 500

/** A share bar (Readability's test): named so, and short. */
export const isShareElement = (element: ElementRecord, characters: number): boolean =>
  characters < MAX_SHARE_CHARACTERS &&
  (element.attributes.class !== undefined || element.attributes.id !== undefined) &&
  SHARE.test(matchString(element))

/** A newsletter sign-up box or a cookie notice: named so, and as short as a share bar. */
export const isSignUpBox = (element: ElementRecord, characters: number): boolean =>
  characters < MAX_SHARE_CHARACTERS && hasNamePart(element, SIGN_UP_PART)

/** Name parts of bylines, datelines, tag lists and breadcrumbs (BEM names split at `-` and `_`). */
const BYLINE_PART =
  /^(byline|author|authors|dateline|writtenby|date|dates|timestamp|published|posted|submitted|meta|tags|tagbox|breadcrumbs?)$/i
/** Name parts of captions, of the box about the author (`author-bio`), of copyright notices and of standfirsts. */
const CAPTION_PART =
  /^(caption|credit|credits|figcaption|bio|copyright|standfirst|abstract|dek|subtitle|subhead|kicker|excerpt)$/i
/** An author marked up as such: `rel="author"`, `itemprop="author"`. */
export const AUTHOR_TOKEN = /\bauthor\b/i
const MAX_BYLINE_CHARACTERS = 150
const MAX_CAPTION_CHARACTERS = 600

/**
 * Who wrote the article, when, under which tags, or what a picture shows: a short element marked as
 * an author (`rel`/`itemprop`) or named like a byline, a dateline, a tag list or breadcrumbs, a caption
 * (`figcaption` included), an author's bio, a copyright notice or a standfirst, holding no image. Text about the article, not the article:
 * Readability drops the first byline; svc every one, and the captions too.
 */
export const isBylineOrCaption = (element: ElementRecord, characters: number, images: number): boolean => {
  if (images > 0 || characters === 0) return false
  if (element.tag === "figcaption") return characters <= MAX_CAPTION_CHARACTERS
  if (characters <= MAX_BYLINE_CHARACTERS) {
    const { rel, itemprop } = element.attributes
    if (
      (rel !== undefined && AUTHOR_TOKEN.test(rel)) ||
      (itemprop !== undefined && AUTHOR_TOKEN.test(itemprop))
    )
      return true
    if (hasNamePart(element, BYLINE_PART)) return true
  }
  return characters <= MAX_CAPTION_CHARACTERS && hasNamePart(element, CAPTION_PART)
}
