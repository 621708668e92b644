import { definePack, type PackTranslations } from "@svc/core"
import { es } from "./messages/es"
import { sk } from "./messages/sk"
import aboutContactLinks from "./rules/about-contact-links"
import authorVisible from "./rules/author-visible"
import contentLanguageMismatch from "./rules/content-language-mismatch"
import emptyHeading from "./rules/empty-heading"
import futureDate from "./rules/future-date"
import h1Length from "./rules/h1-length"
import hasContent from "./rules/has-content"
import headingH1 from "./rules/heading-h1"
import headingOrder from "./rules/heading-order"
import imagesInContent from "./rules/images-in-content"
import inDepthContent from "./rules/in-depth-content"
import internalLinksInContent from "./rules/internal-links-in-content"
import keywordStuffing from "./rules/keyword-stuffing"
import listsInContent from "./rules/lists-in-content"
import mainContentRatio from "./rules/main-content-ratio"
import placeholderText from "./rules/placeholder-text"
import queryInDescription from "./rules/query-in-description"
import queryInH1 from "./rules/query-in-h1"
import queryInImageAlts from "./rules/query-in-image-alts"
import queryInIntro from "./rules/query-in-intro"
import queryInMainText from "./rules/query-in-main-text"
import queryInSubheadings from "./rules/query-in-subheadings"
import queryInTitle from "./rules/query-in-title"
import queryInUrl from "./rules/query-in-url"
import queryMatch from "./rules/query-match"
import queryStuffing from "./rules/query-stuffing"
import readingLevel from "./rules/reading-level"
import repeatedBlocks from "./rules/repeated-blocks"
import sectionChunking from "./rules/section-chunking"
import soft404 from "./rules/soft-404"
import staleContent from "./rules/stale-content"
import staleYears from "./rules/stale-years"
import subheadings from "./rules/subheadings"
import tableOfContents from "./rules/table-of-contents"
import visibleDate from "./rules/visible-date"
import wallOfText from "./rules/wall-of-text"
import wordCount from "./rules/word-count"

const rules = [
  aboutContactLinks,
  authorVisible,
  contentLanguageMismatch,
  emptyHeading,
  futureDate,
  h1Length,
  hasContent,
  headingH1,
  headingOrder,
  imagesInContent,
  inDepthContent,
  internalLinksInContent,
  keywordStuffing,
  listsInContent,
  mainContentRatio,
  placeholderText,
  queryInDescription,
  queryInH1,
  queryInImageAlts,
  queryInIntro,
  queryInMainText,
  queryInSubheadings,
  queryInTitle,
  queryInUrl,
  queryMatch,
  queryStuffing,
  readingLevel,
  repeatedBlocks,
  sectionChunking,
  soft404,
  staleContent,
  staleYears,
  subheadings,
  tableOfContents,
  visibleDate,
  wallOfText,
  wordCount,
]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/**
 * Content: depth, structure, phrase match, freshness, trust. Points are earned here, not only lost:
 * strength rules (lists-in-content, table-of-contents) pass when the page shows the strength, are not
 * applicable when it does not and need not, and fail only where the page's length makes the strength
 * expected; depth (in-depth-content) is graded: below twice the page type's minimum it fails, so a text
 * cut short loses it.
 */
export const content = definePack({
  id: "content",
  part: "content",
  rules,
  weights: {
    "word-count": 3, // depth is the first thing that makes a page worth ranking or quoting
    "query-match": 3, // a page that does not cover the phrase will not rank for it, whatever else it does well
    "placeholder-text": 3, // an unfinished page is worthless to readers and search engines alike
    "soft-404": 3, // an error page served as content wastes the crawl and misleads the index
    "has-content": 3, // without content of its own a page has nothing to rank or be quoted for
    "in-depth-content": 2, // covering a topic in depth is what makes a page the best answer
    "query-in-title": 2, // the title is the strongest on-page place for the phrase
    "query-in-h1": 2, // the headline confirms to readers and search engines what the page is about
    "keyword-stuffing": 2, // stuffing breaks search engines' spam policies and lowered visibility in AI answers (GEO study)
    "content-language-mismatch": 2, // a wrong language declaration sends the page to the wrong audience
  },
  messages: { sk, es },
})
