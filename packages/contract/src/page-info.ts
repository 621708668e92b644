import { Schema } from "effect"
import { Count, PageType } from "./vocabulary"

/** Facts about the audited page, as shown beside the scores. Null where the page does not say. */
export const PageInfo = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  language: Schema.NullOr(Schema.String),
  canonical: Schema.NullOr(Schema.String),
  responseTimeMs: Count,
  wordCount: Schema.Struct({ main: Count, total: Count }),
  pageType: PageType,
}).annotations({ identifier: "PageInfo" })
export type PageInfo = typeof PageInfo.Type
