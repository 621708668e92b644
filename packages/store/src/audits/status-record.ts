import { CONTRACT_VERSION, type PageEntry, Result, type Site, StatusRecord } from "@svc/contract"
import { Effect, Schema } from "effect"
import { StoreFailure } from "../errors"
import type { AuditView, PageView } from "./audit-view"

const decodeResult = Schema.decodeUnknown(Schema.parseJson(Result))

const entryOf = (page: PageView): Effect.Effect<PageEntry, StoreFailure> => {
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
 * The status record of an audit (decisions 12, 13, 18–20): its pages' entries in order and, once a
 * page is done, `site` — made by `siteFigures` from the done pages' results, in page order.
 */
export const statusRecordOf = (
  view: AuditView,
  siteFigures: (results: ReadonlyArray<Result>) => Site,
): Effect.Effect<StatusRecord, StoreFailure> =>
  Effect.gen(function* () {
    const pages = yield* Effect.forEach(view.pages, entryOf)
    const results = pages.flatMap((page) => (page.status === "done" ? [page.result] : []))
    const site = results.length > 0 ? siteFigures(results) : undefined
    const record = {
      version: CONTRACT_VERSION,
      id: view.id,
      status: view.status,
      createdAt: new Date(view.createdAt).toISOString(),
      queue: view.queue,
      pages,
      ...(site === undefined ? {} : { site }),
    }
    return yield* Effect.mapError(
      Schema.validate(StatusRecord)(record),
      (error) =>
        new StoreFailure({ message: `Audit ${view.id} makes no valid status record.`, cause: error }),
    )
  })
