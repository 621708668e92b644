import { Schema } from "effect"

/** The contract version carried by every record and result. */
export const CONTRACT_VERSION = 1 as const
export const ContractVersion = Schema.Literal(CONTRACT_VERSION)

/** Report languages (decision 6). English is the source; ids, statuses, levels and codes never change. */
export const Locale = Schema.Literal("en", "sk", "es")
export type Locale = typeof Locale.Type
export const locales: ReadonlyArray<Locale> = Locale.literals

/** Severity of a finding (decision 23), worst first. */
export const Level = Schema.Literal("high", "medium", "low")
export type Level = typeof Level.Type
export const levels: ReadonlyArray<Level> = Level.literals

/** Finding categories (decision 23). */
export const Category = Schema.Literal(
  "on-page",
  "content",
  "technical",
  "geo",
  "performance",
  "accessibility",
  "query",
)
export type Category = typeof Category.Type
export const categories: ReadonlyArray<Category> = Category.literals

/** The statuses a listed finding can have: only failures and items for human review are listed. */
export const FindingStatus = Schema.Literal("fail", "review")
export type FindingStatus = typeof FindingStatus.Type

/** The five parts of the main score; content weighs most. */
export const ScorePart = Schema.Literal("content", "google", "ai", "technical", "experience")
export type ScorePart = typeof ScorePart.Type
export const scoreParts: ReadonlyArray<ScorePart> = ScorePart.literals

/** Page kinds the extractor recognises. */
export const PageType = Schema.Literal("article", "product", "home", "category", "contact", "about", "other")
export type PageType = typeof PageType.Type

/** Where the measured phrase came from (decision 17). */
export const QuerySource = Schema.Literal("input", "suggested", "none")
export type QuerySource = typeof QuerySource.Type

/**
 * What may not have finished for a page; the matching score part is null, never 0 (decision 22).
 * `performance`: Lighthouse did not deliver; `robots`, `sitemap`, `llms`: that site file could not be read.
 */
export const Unmeasured = Schema.Literal("performance", "robots", "sitemap", "llms")
export type Unmeasured = typeof Unmeasured.Type

/** Audit states (decision 12) and page-entry states (decision 13). */
export const AuditStatus = Schema.Literal("queued", "running", "complete")
export type AuditStatus = typeof AuditStatus.Type
export const PageStatus = Schema.Literal("queued", "running", "done", "failed")
export type PageStatus = typeof PageStatus.Type

/** ISO 8601 UTC timestamp with milliseconds (decision 20), e.g. `2026-11-22T10:15:30.123Z`. */
export const Timestamp = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  // Date.parse rolls impossible days over (2026-02-30 → March 2), so the round trip must be exact.
  Schema.filter((value) => {
    const time = Date.parse(value)
    return (!Number.isNaN(time) && new Date(time).toISOString() === value) || "not a real date"
  }),
  Schema.annotations({ identifier: "Timestamp", examples: ["2026-11-22T10:15:30.123Z"] }),
)

/** A non-negative integer count. */
export const Count = Schema.Int.pipe(Schema.nonNegative())

/** A score: an integer 0–100 (decision 22). */
export const ScoreValue = Schema.Int.pipe(
  Schema.between(0, 100),
  Schema.annotations({ identifier: "ScoreValue" }),
)

/** A score that is null when its inputs were not measured. */
export const NullableScore = Schema.NullOr(ScoreValue)
