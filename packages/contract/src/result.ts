import { Schema } from "effect"
import { Finding } from "./finding"
import { PageInfo } from "./page-info"
import { Performance } from "./performance"
import { QueryMatch } from "./query"
import { Score } from "./score"
import { Summary } from "./summary"
import { ContractVersion, Timestamp, Unmeasured } from "./vocabulary"

/** The audit result of one page. */
export const Result = Schema.Struct({
  version: ContractVersion,
  /** The address after redirects. */
  url: Schema.String,
  scannedAt: Timestamp,
  score: Score,
  summary: Summary,
  /** Only `fail` and `review` entries, worst first (decision 23). */
  findings: Schema.Array(Finding),
  performance: Schema.optional(Performance),
  query: QueryMatch,
  unmeasured: Schema.Array(Unmeasured),
  /** The absolute address of this page's PDF on the server that ran the audit; absent for embedded audits. */
  reportUrl: Schema.optional(Schema.String),
  page: PageInfo,
}).annotations({ identifier: "Result" })
export type Result = typeof Result.Type
