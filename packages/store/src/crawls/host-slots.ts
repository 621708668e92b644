import { Clock, Effect, Option, Schema } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { FrontierContext } from "./frontier-context"

const SlotRow = Schema.Struct({ slot: Schema.Number })

/**
 * A host's request slots taken for a request that is not a frontier URL's (the host's robots.txt,
 * sitemaps, llms.txt): the same slots a leased URL holds, so every request of a crawl to a host counts
 * against the host's requests in flight, across processes.
 */
export const makeHostSlots = ({ sql, statements, inCrawlTransaction }: FrontierContext) => {
  return {
    /**
     * Takes a free request slot of the host (registering the host first: its files are read before
     * any of its URLs is queued) for `url`, held until `freeHostSlot` or for `leaseMs`; none while
     * every slot is held.
     */
    takeHostSlot: (crawlId: string, host: string, owner: string, url: string, leaseMs: number) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const rows = yield* inCrawlTransaction(
            crawlId,
            Effect.gen(function* () {
              yield* statements.registerHosts(crawlId, [host])
              return yield* rowsOf(SlotRow)(
                sql`UPDATE crawl_host_slots SET url = ${url}, lease_owner = ${owner}, lease_expires_at = ${now + leaseMs}
                  WHERE crawl_id = ${crawlId} AND host = ${host} AND slot = (SELECT slot FROM crawl_host_slots
                    WHERE crawl_id = ${crawlId} AND host = ${host} AND (lease_owner IS NULL OR lease_expires_at <= ${now})
                    ORDER BY slot LIMIT 1)
                  RETURNING slot`,
              )
            }),
          )
          return Option.map(Option.fromNullable(rows[0]), (row) => row.slot)
        }),
      ),

    /** Frees a slot `takeHostSlot` took (nothing when its hold ran out and another took it). */
    freeHostSlot: (crawlId: string, host: string, slot: number, owner: string) =>
      orStoreFailure(
        sql`UPDATE crawl_host_slots SET url = NULL, lease_owner = NULL, lease_expires_at = NULL
          WHERE crawl_id = ${crawlId} AND host = ${host} AND slot = ${slot} AND lease_owner = ${owner}`,
      ).pipe(Effect.asVoid),
  }
}
