import { Crawls, type StoredCrawlPage, type StoreFailure } from "@svc/store"
import { Stream } from "effect"

/** Every finished page of a crawl with its stored result, in URL order, read a batch at a time. */
export const finishedCrawlPages = (crawlId: string): Stream.Stream<StoredCrawlPage, StoreFailure, Crawls> =>
  Stream.flatMap(Crawls, (crawls) => crawls.finishedPages(crawlId))
