import { Effect } from "effect"
import { makeCrawls } from "../crawls/crawls"

/**
 * Whole-site crawls (issue 34): the crawl rows, the frontier (each normalised URL once, leased, done
 * with its crawl facts and result), and the per-host politeness every process sharing the database
 * keeps (request slots, the next allowed start time, failures in a row, hosts given up).
 */
export class Crawls extends Effect.Service<Crawls>()("@svc/store/Crawls", {
  effect: makeCrawls,
}) {}
