// @svc/core — the pure audit core: a fetched page in, the contract's result out. No Node, no network.

export { isAriaHidden } from "./aria/aria-hidden"
export { explicitRole } from "./aria/explicit-role"
export { hasFocusTabindex } from "./aria/focusable"
export { GLOBAL_ARIA_ATTRIBUTES, hasGlobalAriaAttribute } from "./aria/global-aria-attributes"
export { hasIdReference, ID_REFERENCE_ATTRIBUTES } from "./aria/id-reference-attributes"
export { sanitizedNameText } from "./aria/name-text"
export { PRESENTATIONAL_ROLES } from "./aria/presentational-roles"
export { ROLES_NEEDING_A_NAME } from "./aria/roles-needing-a-name"
export { type AuditOptions, auditSnapshot, auditSnapshotForCrawl, type CrawlAudit } from "./audit-snapshot"
export { CSV_SEPARATOR_LINE, csvCell, csvDocument, csvLines } from "./csv"
export { capEchoed, ECHO_LIMITS } from "./engine/echo-limits"
export { type Evaluation, type EvaluationInput, evaluate, type JudgedRootCause } from "./engine/evaluate"
export { evaluateRule, type RuleRun } from "./engine/evaluate-rule"
export { listFindings, ruleTexts } from "./engine/findings"
export type { LighthouseRun, MeasuredItem, Measurement } from "./engine/measurement"
export { computeScore } from "./engine/scoring"
export { CONTENT_LEAD, PART_WEIGHTS, QUERY_CAP } from "./engine/scoring-policy"
export { summarize } from "./engine/summarize"
export type * from "./facts/ai-readiness-facts"
export { authorityOf } from "./facts/authority"
export { parseIsoDate, parseW3cDatetime } from "./facts/date-parsing"
export { deepFreeze } from "./facts/deep-freeze"
export { isEventHandlerAttribute } from "./facts/event-handlers"
export { extractFacts } from "./facts/extract-facts"
export {
  type ExtractedFacts,
  type ExtractionContext,
  type ExtractionOptions,
  type Extractor,
  type ExtractorTable,
  runExtractors,
} from "./facts/extraction"
export { factExtractors, factKeys } from "./facts/extractors"
export { httpUrl, isAbsoluteHttpUrl } from "./facts/http-url"
export { parseLlms } from "./facts/llms-facts"
export { isPassage, originalMainWords, originalTotalWords } from "./facts/original-words"
export type * from "./facts/page-facts"
export { type Repetition, repeatedIgnoringCase } from "./facts/repeated-ignoring-case"
export { namedSitemaps } from "./facts/robots-facts"
export { type ScannedPage, scannedPage } from "./facts/scan-memo"
export { parseSitemap, sitemapIndexEntries } from "./facts/sitemap-facts"
export {
  ATTRIBUTION,
  attributionIn,
  definesTerm,
  firstSentence,
  isQuestion,
  isTeaser,
  questionSubject,
} from "./facts/text-patterns"
export { isUnavailable, Unavailable } from "./facts/unavailable"
export { hasUnspacedScript, isMostlyUnspaced } from "./facts/unspaced-words"
export { defineCatalog, type MessageKey, message, messageKeys, type Translations } from "./i18n/catalog"
export {
  evidenceBeyondItems,
  ITEMS_LISTED,
  itemPlace,
  itemsToList,
  itemText,
  itemTotal,
  moreItemsText,
  unlistedItemsText,
} from "./i18n/finding-items"
export { type MarkedSegment, markedSegments, unmarkedText } from "./i18n/marked-text"
export {
  type MeasurementMessageId,
  measuredMessage,
  measurementTemplates,
} from "./i18n/measurement-messages"
export { formatCount, formatTime, lighthouseScore } from "./i18n/report-format"
export { checksFootnote, reportFooter } from "./i18n/report-notes"
export { type ReportTextKey, reportTextKeys, type TextKey, textsIn } from "./i18n/report-text"
export {
  DEFAULT_RULE_DOCS_URL,
  RULE_DOCS_OPTION_REFUSED,
  type RuleDocs,
  ruleDocsOption,
  ruleDocsUrl,
  siteRuleDocsId,
} from "./i18n/rule-docs"
export { say, sayWith } from "./i18n/say"
export { isCountryCode } from "./predicates/country-codes"
export {
  GENERIC_LINK_TEXTS,
  isLighthouseGenericLinkText,
  LIGHTHOUSE_GENERIC_LINK_TEXTS,
} from "./predicates/generic-link-text"
export { blockingDirective, isPastUnavailableAfter } from "./predicates/indexing-directives"
export { isKnownPrimaryLanguage, primaryLanguage } from "./predicates/language"
export { isValidLanguageSubtag } from "./predicates/language-subtags"
export { isSameSite, registrableDomainOf, siteOfHost } from "./predicates/same-site"
export { PLACE_WEIGHTS } from "./query/coverage"
export { fold, foldedWords } from "./query/normalize"
export { PairNumbering } from "./query/pair-numbering"
export { type SuggestionSources, suggestPhrases } from "./query/suggest"
export {
  type AnalysedText,
  analyseText,
  type IndexedText,
  indexText,
  phraseTokens,
  topicTokens,
  type Word,
} from "./query/tokenize"
export { createRegistry } from "./rules/create-registry"
export { lighthouseAuditIds } from "./rules/lighthouse-audit-ids"
export {
  formatMessage,
  type MessageData,
  type MessageTemplates,
  type PlaceholderNames,
  type PlaceholderValue,
  placeholdersOf,
  shortened,
} from "./rules/messages"
export {
  type Outcome,
  type OutcomeStatus,
  outcomeStatuses,
  type ReportedItem,
  type Verdict,
  type VerdictBuilders,
} from "./rules/outcome"
export { DEFAULT_WEIGHT, definePack, type Pack, type RuleMessages } from "./rules/pack"
export { conditionFailure, type PageCondition, pageConditions } from "./rules/page-condition"
export {
  buildRegistry,
  type RegisteredRule,
  type Registry,
  RegistryError,
  type RegistryOptions,
} from "./rules/registry"
export {
  type AnyRule,
  type DefinedRule,
  defineRule,
  type FactsOf,
  type Report,
  type ReportOptions,
  type Rule,
  type RuleContext,
} from "./rules/rule"
export type { RegisteredSiteRule } from "./rules/site-rules-registry"
export type { PackTranslations, RuleTranslation } from "./rules/translations"
export { ARTICLE_TYPES, GOOGLE_ARTICLE_TYPES } from "./schema-org/article-types"
export { describeNode } from "./schema-org/describe-node"
export { isJsonObject } from "./schema-org/json-object"
export {
  allNodes,
  describedNodes,
  ofTypes,
  topLevelNodes,
} from "./schema-org/located-nodes"
export { isOrganizationType, LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from "./schema-org/organization-types"
export { PRODUCT_TYPES } from "./schema-org/product-types"
export { asList, has, namesHttpUrl, numberOf, textOf, unwrapValue, urlOf } from "./schema-org/property-values"
export { REFERENCE_PROPERTIES } from "./schema-org/reference-properties"
export { isIdReference, onlyIdentifies } from "./schema-org/references"
export { hasType, typeName, typesOf } from "./schema-org/type-names"
export { walkJsonLd } from "./schema-org/walk-json-ld"
export { compactFigureResults } from "./site/compact-figure-results"
export {
  CRAWLED_PAGE_FACTS,
  type CrawlPosition,
  crawledPageFrom,
  crawledPageOf,
  type FailedFetch,
  failedCrawledPage,
  type PageCrawlFacts,
  pageCrawlFactsOf,
  type RedirectAnsweredApart,
  redirectCrawledPage,
  type UrlNormaliser,
} from "./site/crawled-page"
export {
  evaluateSite,
  type SiteEvaluation,
  type SiteFinding,
  type SiteFindingItem,
  siteWithChecks,
} from "./site/evaluate-site"
export {
  LINK_SCORE_DAMPING,
  LINK_SCORE_ITERATIONS,
  type LinkScore,
  LOW_LINK_SCORE_MIN_PAGES,
  LOW_LINK_SCORE_QUANTILE,
  type LowLinkScore,
  linkScores,
  lowLinkScores,
  pageRank,
  scaledRanks,
} from "./site/link-score"
export {
  LSH_BANDS,
  NEAR_DUPLICATE_SIMILARITY,
  type NearDuplicatePair,
  nearDuplicatePairs,
  type Signed,
} from "./site/near-duplicates"
export { type RedirectEnd, redirectEndOf } from "./site/redirect-end"
export { englishSiteMessage, runSiteRule, type SiteRuleRun } from "./site/run-site-rule"
export type {
  CrawledAlternate,
  CrawledLink,
  CrawledPage,
  CrawledRedirectHop,
  RobotsBlockedUrl,
  SiteFacts,
} from "./site/site-facts"
export {
  type SiteCaps,
  type SiteFigureResult,
  type SitePage,
  siteCapsOf,
  siteFigures,
} from "./site/site-figures"
export { siteIssueFindings } from "./site/site-issue-findings"
export {
  type AnySiteRule,
  type DefinedSiteRule,
  defineSiteRule,
  type SiteNotApplicable,
  type SiteReport,
  type SiteReportedItem,
  type SiteReportOptions,
  type SiteRule,
  type SiteRuleContext,
} from "./site/site-rule"
export { type IncomingLink, type SiteView, siteViewOf } from "./site/site-view"
export {
  hash32,
  MINHASH_PERMUTATIONS,
  minhashSignature,
  normalisedText,
  SHINGLE_WORDS,
  signatureSimilarity,
  textFingerprint,
  textHash,
} from "./site/text-fingerprint"
export {
  type FetchedSiteFile,
  type HttpVersion,
  noSkippedSitemaps,
  notFetched,
  type PageSnapshot,
  type RedirectHop,
  type SiteFile,
  type SiteFiles,
  type SitemapFile,
  type Sitemaps,
  type SkippedSitemaps,
  singleSitemap,
  snapshotOfHtml,
} from "./snapshot"
export { separateHeaders, snapshotHeaders } from "./snapshot-headers"
export { SVC_VERSION } from "./version"
