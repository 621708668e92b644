import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { Coordination } from "../coordination/coordination"
import { makeApartRedirectPages } from "./apart-redirect-pages"
import { makeCrawlAuditPages } from "./crawl-audit-pages"
import { makeCrawlAudits } from "./crawl-audits"
import { makeCrawlNotes } from "./crawl-notes"
import { makeCrawlReads } from "./crawl-reads"
import { makeCrawlRuns } from "./crawl-runs"
import { makeFrontierClaims } from "./frontier-claims"
import { makeFrontierContext } from "./frontier-context"
import { makeFrontierLeaseRenewal } from "./frontier-lease-renewal"
import { makeFrontierLeases } from "./frontier-leases"
import { makeFrontierWrites } from "./frontier-writes"
import { makeHostSlots } from "./host-slots"
import { makeLeaseWait } from "./lease-wait"

/** The Crawls aggregate's operations over the SqlClient. */
export const makeCrawls = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const coordination = yield* Coordination
  const frontier = makeFrontierContext(sql, makeCrawlAuditPages(sql), coordination)
  return {
    ...makeCrawlRuns(sql),
    ...makeFrontierWrites(frontier),
    ...makeFrontierLeases(frontier),
    claimOnTheWay: makeFrontierClaims(frontier).claimOnTheWay,
    ...makeApartRedirectPages(frontier),
    ...makeFrontierLeaseRenewal(sql),
    ...makeLeaseWait(sql),
    ...makeHostSlots(frontier),
    ...makeCrawlReads(sql),
    ...makeCrawlAudits(sql, coordination),
    ...makeCrawlNotes(sql),
  }
})
