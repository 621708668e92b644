import { Schema } from "effect"
import { Category, Count, Level, Locale, NullableScore } from "./vocabulary"

const Url = Schema.String

/** One place a cross-page finding names: the page it is about (for a link, the linking page and line) and every URL involved. */
export const CrawlFindingItem = Schema.Struct({
  message: Schema.String,
  url: Url,
  line: Schema.NullOr(Count),
  /** `url` first, then every other URL involved. */
  pages: Schema.Array(Url),
}).annotations({ identifier: "CrawlFindingItem" })

/** A cross-page check that failed or asks for review, with every item it reported (docs/crawl.md). */
export const CrawlFinding = Schema.Struct({
  id: Schema.NonEmptyString,
  label: Schema.String,
  level: Level,
  status: Schema.Literal("fail", "review"),
  evidence: Schema.String,
  fix: Schema.String,
  pages: Schema.Array(Url),
  items: Schema.Array(CrawlFindingItem),
  /** The check's category (additive: absent from a judgement stored before it was kept). */
  category: Schema.optional(Category),
  /** The site score cap the failing check declares; null without one (additive, as `category`). */
  cap: Schema.optional(NullableScore),
}).annotations({ identifier: "CrawlFinding" })

/** A crawled page as the site judgement lists it. */
export const SiteCrawlPage = Schema.Struct({
  url: Url,
  /** `done`: fetched and audited (whatever its HTTP status); `failed`: nothing to audit. */
  status: Schema.Literal("done", "failed"),
  httpStatus: Schema.NullOr(Schema.Int),
  /** Clicks from the start URL; null when reached only through a sitemap, a canonical or an alternate. */
  depth: Schema.NullOr(Count),
  inSitemap: Schema.Boolean,
  indexable: Schema.Boolean,
  score: NullableScore,
  /** The internal link score, 0–100 (PageRank over the crawl's links); null for a page that is not HTML. */
  linkScore: NullableScore,
}).annotations({ identifier: "SiteCrawlPage" })

/**
 * What a crawl found across its pages (the audit request's `crawl`), present once the crawl ended
 * and was judged: additive to the site object.
 */
export const SiteCrawl = Schema.Struct({
  startUrl: Url,
  /** `done`: nothing was left to fetch; `stopped`: a bound ended it (`endReason`). */
  state: Schema.Literal("done", "stopped"),
  /** `maxPages` (the page budget: the request's, or what the key had left of the site today), `maxDuration`; null when done. */
  endReason: Schema.NullOr(Schema.String),
  /** The most pages the crawl could audit. */
  pageBudget: Count,
  /** Every cross-page check that failed or asks for review, worst first. */
  findings: Schema.Array(CrawlFinding),
  /** Every finished page, in URL order. */
  pages: Schema.Array(SiteCrawlPage),
  /** Important pages few internal links reach, for review. */
  lowLinkScores: Schema.Array(
    Schema.Struct({ url: Url, score: Count, why: Schema.Literal("start", "sitemap", "linkedFromStart") }),
  ),
  /** Hosts the crawl gave up, and why (robots.txt unreadable, failures in a row). */
  givenUp: Schema.Array(Schema.Struct({ host: Schema.String, reason: Schema.String })),
  /** URLs linked but disallowed by robots.txt: never fetched. */
  blocked: Count,
  /** The language of the judgement's texts: the start call's `locale` (additive, as `notices`). */
  locale: Schema.optional(Locale),
  /**
   * What the crawl said as it went: a robots.txt read in part, a sitemap index naming itself, the
   * URLs that kept a bounded crawl growing (additive: absent from a judgement made before it was kept).
   */
  notices: Schema.optional(Schema.Array(Schema.String)),
  /** Cross-page checks that could not judge the site, and why (additive, as `notices`). */
  unavailable: Schema.optional(Schema.Array(Schema.Struct({ id: Schema.String, reason: Schema.String }))),
}).annotations({ identifier: "SiteCrawl" })
export type SiteCrawl = typeof SiteCrawl.Type
