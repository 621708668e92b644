import { RuleRegistry } from "@svc/audit"
import type { RateLimited } from "@svc/contract"
import {
  type PageEntry,
  type PageFailure,
  type Result,
  reportPath,
  type Site,
  type StatusRecord,
} from "@svc/contract"
import { siteCapsOf, siteFigures } from "@svc/core"
import {
  type ApiKeyRecord,
  Audits,
  type AuditView,
  Coordination,
  type PageView,
  StoreFailure,
  statusRecordOf,
  Usage,
} from "@svc/store"
import { Context, Effect, Either, Layer, Option } from "effect"
import { judgedSite } from "../crawls/crawl-judgement"
import { WeightedLru } from "../lru"

/** The absolute base URL of this server as callers reach it, for `reportUrl` (decision 21). */
export class PublicBaseUrl extends Context.Tag("@svc/server/PublicBaseUrl")<PublicBaseUrl, string>() {}

/** Decoded results kept, by page; a result never changes once its page is done. */
const CACHED_RESULTS = 512
/** Bytes of status records kept ready to send. */
const CACHED_RECORD_BYTES = 32 * 1024 * 1024

/**
 * A stored result as written: workers store only results that passed the contract's schema, so
 * reading trusts the row. (The PDF renderer checks its input again; a row it refuses — one edited by
 * hand or written by another version — gives 502 `report_failed` while the JSON stays readable.)
 */
const parseResult = (json: string | null): Either.Either<Result, unknown> => {
  try {
    return Either.right(JSON.parse(json ?? "") as Result)
  } catch (error) {
    return Either.left(error)
  }
}

const FAILED_WITHOUT_REASON: PageFailure = { code: "internal", error: "The page failed." }

/** A status record as sent, for its owner, built when the store's state version had this value. */
interface KeptRecord {
  readonly keyId: string
  readonly version: number
  readonly json: string
}

/**
 * Reads audits back for their owner: status records (decisions 12, 13, 18–21) and single pages'
 * results. Results are decoded once per process, and status records are kept serialised for as
 * long as the store's state version stays — nothing a record shows changes without moving it — so a
 * poll usually costs the store nothing but its charge.
 */
export const makeAuditReader = Effect.gen(function* () {
  const store = { audits: yield* Audits, usage: yield* Usage, coordination: yield* Coordination }
  const caps = siteCapsOf(yield* RuleRegistry)
  const baseUrl = yield* PublicBaseUrl
  const results = new WeightedLru<string, Result>(CACHED_RESULTS, () => 1)
  const keptRecords = new WeightedLru<string, KeptRecord>(CACHED_RECORD_BYTES, (record) => record.json.length)

  /** The audit with this id if the key owns it; another key's audit is as absent as an unknown id. */
  const find = (keyId: string, auditId: string) => store.audits.get(keyId, auditId)

  /** A done page's result with its `reportUrl`. */
  const resultOf = (view: AuditView, page: PageView): Effect.Effect<Result, StoreFailure> => {
    const cacheKey = `${view.id}/${page.index}`
    const cached = results.get(cacheKey)
    if (cached !== undefined) return Effect.succeed(cached)
    const decoded = parseResult(page.resultJson)
    if (Either.isLeft(decoded))
      return Effect.fail(
        new StoreFailure({
          message: `The stored result of page ${page.index} of audit ${view.id} is not JSON.`,
          cause: decoded.left,
        }),
      )
    const result: Result = { ...decoded.right, reportUrl: `${baseUrl}${reportPath(view.id, page.index)}` }
    results.set(cacheKey, result)
    return Effect.succeed(result)
  }

  const entryOf = (view: AuditView, page: PageView): Effect.Effect<PageEntry, StoreFailure> => {
    switch (page.status) {
      case "queued":
      case "running":
        return Effect.succeed({ url: page.url, status: page.status })
      case "done":
        return Effect.map(resultOf(view, page), (result) => ({ url: page.url, status: "done", result }))
      case "failed":
        return Effect.succeed({ url: page.url, status: "failed", error: page.error ?? FAILED_WITHOUT_REASON })
    }
  }

  /** The site figures of an audit's entries, written in the audit's locale. */
  const siteOf =
    (view: AuditView) =>
    (entries: ReadonlyArray<PageEntry>): Site | undefined => {
      // A crawl's audit, once judged: the site judged across its pages, with the crawl's field.
      const judgement = view.crawl?.judgementJson ?? null
      const judged = judgement === null ? undefined : judgedSite(judgement)
      if (judged !== undefined) return judged
      return entries.some((entry) => entry.status === "done")
        ? siteFigures(
            entries.map((entry) => ({
              url: entry.url,
              result: entry.status === "done" ? entry.result : undefined,
            })),
            caps,
            view.locale,
          )
        : undefined
    }

  const buildRecord = (view: AuditView): Effect.Effect<StatusRecord, StoreFailure> =>
    statusRecordOf(view, (page) => entryOf(view, page), siteOf(view))

  /**
   * The record as it is now, if `keyId` owns the audit. The version is read before the store, so a
   * change that commits meanwhile leaves the record kept under the older value: read again next time.
   */
  const freshRecord = (keyId: string, auditId: string) =>
    Effect.gen(function* () {
      const version = yield* store.coordination.stateVersion
      const found = yield* find(keyId, auditId)
      if (Option.isNone(found)) return Option.none<KeptRecord>()
      const kept: KeptRecord = { keyId, version, json: JSON.stringify(yield* buildRecord(found.value)) }
      keptRecords.set(auditId, kept)
      return Option.some(kept)
    })

  /**
   * A status poll: the record of the audit with this id as JSON text, if the caller owns it, once the
   * poll is charged (in memory, at once). Another key's audit or an unknown id is None and charges
   * nothing (decision 9); a refused poll builds no record. A record is built on the store's reader,
   * never waiting for a write, and is never older than the last commit the state version has seen.
   */
  const statusJson = (
    caller: ApiKeyRecord,
    auditId: string,
  ): Effect.Effect<Option.Option<string>, RateLimited | StoreFailure> =>
    Effect.gen(function* () {
      const kept = keptRecords.get(auditId)
      const known =
        kept !== undefined && kept.keyId === caller.id
          ? Option.some(kept)
          : yield* freshRecord(caller.id, auditId)
      if (Option.isNone(known)) return Option.none()
      yield* store.usage.takePoll(caller)
      if (known.value.version === (yield* store.coordination.stateVersion))
        return Option.some(known.value.json)
      return Option.map(yield* freshRecord(caller.id, auditId), (record) => record.json)
    })

  /** A done page's result and the site figures of its audit, for its PDF. */
  const pageReport = (view: AuditView, page: PageView) =>
    Effect.all({
      result: resultOf(view, page),
      site: Effect.map(
        Effect.forEach(view.pages, (each) => entryOf(view, each)),
        siteOf(view),
      ),
    })

  return { find, statusJson, buildRecord, pageReport }
})

export type AuditReaderService = Effect.Effect.Success<typeof makeAuditReader>

/** One reader for the whole server: the routed API and the status lane share its kept records. */
export class AuditReader extends Context.Tag("@svc/server/AuditReader")<AuditReader, AuditReaderService>() {}

export const AuditReaderLive = Layer.effect(AuditReader, makeAuditReader)
