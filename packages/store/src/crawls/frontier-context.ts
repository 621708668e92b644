import type * as SqlClient from "@effect/sql/SqlClient"
import type { CoordinationShape } from "../coordination/coordination"
import type { AppendAuditPage } from "./crawl-audit-pages"
import { makeCrawlTransaction } from "./crawl-transaction"
import { makeFrontierStatements } from "./frontier-statements"

/**
 * What the parts of the crawl store that write a frontier share, made once per store: the SqlClient,
 * the coordination, the append of a page to its crawl's audit, the frontier statements (with what they remember of the database) and the crawl
 * transaction.
 */
export const makeFrontierContext = (
  sql: SqlClient.SqlClient,
  appendAuditPage: AppendAuditPage,
  coordination: CoordinationShape,
) => ({
  sql,
  coordination,
  appendAuditPage,
  statements: makeFrontierStatements(sql, appendAuditPage),
  inCrawlTransaction: makeCrawlTransaction(sql, coordination),
})

export type FrontierContext = ReturnType<typeof makeFrontierContext>
