import { definePack, type PackTranslations } from "@svc/core"
import { esMessages } from "./messages/es"
import { skMessages } from "./messages/sk"
import brokenInternalLink from "./rules/broken-internal-link"
import canonicalTarget from "./rules/canonical-target"
import clickDepth from "./rules/click-depth"
import duplicateContent from "./rules/duplicate-content"
import duplicateDescription from "./rules/duplicate-description"
import duplicateH1 from "./rules/duplicate-h1"
import duplicateTitle from "./rules/duplicate-title"
import hreflangReturnLink from "./rules/hreflang-return-link"
import hreflangXDefault from "./rules/hreflang-x-default"
import internalLinkRedirect from "./rules/internal-link-redirect"
import llmsTxtUrls from "./rules/llms-txt-urls"
import mixedSchemeLinks from "./rules/mixed-scheme-links"
import nearDuplicateContent from "./rules/near-duplicate-content"
import nofollowOnly from "./rules/nofollow-only"
import notInSitemap from "./rules/not-in-sitemap"
import orphanPage from "./rules/orphan-page"
import redirectChain from "./rules/redirect-chain"
import redirectLoop from "./rules/redirect-loop"
import robotsBlockedLinked from "./rules/robots-blocked-linked"
import sitemapNonIndexable from "./rules/sitemap-non-indexable"

const siteRules = [
  // Pages that say the same
  duplicateTitle,
  duplicateDescription,
  duplicateH1,
  duplicateContent,
  nearDuplicateContent,
  // Where addresses lead
  canonicalTarget,
  redirectChain,
  redirectLoop,
  brokenInternalLink,
  internalLinkRedirect,
  mixedSchemeLinks,
  robotsBlockedLinked,
  // What the site links, lists and hides
  orphanPage,
  nofollowOnly,
  clickDepth,
  sitemapNonIndexable,
  notInSitemap,
  llmsTxtUrls,
  // Language versions
  hreflangReturnLink,
  hreflangXDefault,
]

/** The shape of the pack's Slovak and Spanish catalogues: every site rule and message, nothing else. */
export type Translations = PackTranslations<typeof siteRules>

/**
 * The cross-page checks of a crawled site (issue 34): site rules only, judged by `evaluateSite` over
 * the `SiteFacts` of a crawl, never in a page audit. Its page part is that of the links and metadata
 * it judges; it has no page rules, so it adds nothing to a page's score.
 */
export const site = definePack({
  id: "site",
  part: "google",
  rules: [],
  siteRules,
  messages: { sk: skMessages, es: esMessages },
})
