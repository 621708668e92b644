import { CONTRACT_VERSION, type PageEntry, Result, type Site, type StatusRecord } from "@svc/contract"
import { Effect, Schema } from "effect"
import { StoreFailure } from "../errors"
import type { AuditView, PageView } from "./audit-view"

const decodeResult = Schema.decodeUnknown(Schema.parseJson(Result))

/** A page's entry, its stored result decoded and checked against the contract's schema. */
export const storedEntryOf = (page: PageView): Effect.Effect<PageEntry, StoreFailure> => {
  switch (page.status) {
    case "queued":
    case "running":
      return Effect.succeed({ url: page.url, status: page.status })
    case "done":
      return Effect.mapBoth(decodeResult(page.resultJson ?? ""), {
        onFailure: (error) =>
          new StoreFailure({
            message: `The stored result of page ${page.index} is not a valid result.`,
            cause: error,
          }),
        onSuccess: (result) => ({ url: page.url, status: "done" as const, result }),
      })
    case "failed":
      return Effect.succeed({
        url: page.url,
        status: "failed",
        error: page.error ?? { code: "internal", error: "The page failed." },
      })
  }
}

/**
 * The status record of an audit (decisions 12, 13, 18–20): its pages' entries in order, each made by
 * `entryOf`, and `site` when `siteOf` makes one from the entries (once a page is done).
 */
export const statusRecordOf = <E>(
  view: AuditView,
  entryOf: (page: PageView) => Effect.Effect<PageEntry, E>,
  siteOf: (pages: ReadonlyArray<PageEntry>) => Site | undefined,
): Effect.Effect<StatusRecord, E> =>
  Effect.map(Effect.forEach(view.pages, entryOf), (pages): StatusRecord => {
    const site = siteOf(pages)
    return {
      version: CONTRACT_VERSION,
      id: view.id,
      status: view.status,
      createdAt: new Date(view.createdAt).toISOString(),
      queue: view.queue,
      pages,
      ...(site === undefined ? {} : { site }),
      ...(view.crawl === null ? {} : { crawl: { pageBudget: view.crawl.pageBudget } }),
    }
  })
