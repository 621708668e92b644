import { Schema } from "effect"
import { SiteCrawl } from "./site-crawl"
import { Count, Level, NullableScore } from "./vocabulary"

/** A problem that affects the whole site rather than one page (decision 19). */
export const SiteIssue = Schema.Struct({
  id: Schema.NonEmptyString,
  label: Schema.String,
  level: Level,
  evidence: Schema.String,
  fix: Schema.String,
  /** The affected page URLs. */
  pages: Schema.Array(Schema.String),
}).annotations({ identifier: "SiteIssue" })
export type SiteIssue = typeof SiteIssue.Type

/** Site-level figures over the pages of one audit. */
export const Site = Schema.Struct({
  addresses: Count,
  uniquePages: Count,
  /** Mean main score of the finished pages; null when no finished page has one. */
  meanScore: NullableScore,
  /** The site score: `meanScore`, lowered when a site-wide issue caps it. */
  score: NullableScore,
  /** The `id` of the capping issue, or null. */
  cappedBy: Schema.NullOr(Schema.String),
  issues: Schema.Array(SiteIssue),
  /** A crawl's judgement across its pages, once it ended (audits started with `crawl`). */
  crawl: Schema.optional(SiteCrawl),
}).annotations({ identifier: "Site" })
export type Site = typeof Site.Type
