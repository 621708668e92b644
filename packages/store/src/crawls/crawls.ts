import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { makeCrawlNotes } from "./crawl-notes"
import { makeCrawlReads } from "./crawl-reads"
import { makeCrawlRuns } from "./crawl-runs"
import { makeFrontierLeases } from "./frontier-leases"
import { makeFrontierWrites } from "./frontier-writes"

/** The Crawls aggregate's operations over the SqlClient. */
export const makeCrawls = Effect.map(SqlClient.SqlClient, (sql) => ({
  ...makeCrawlRuns(sql),
  ...makeFrontierWrites(sql),
  ...makeFrontierLeases(sql),
  ...makeCrawlReads(sql),
  ...makeCrawlNotes(sql),
}))
