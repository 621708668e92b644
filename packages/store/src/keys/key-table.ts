import { Effect, Schema } from "effect"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"
import { type ApiKeyRecord, KeyRow, recordOf } from "./key-record"

/** What the keys table can be sorted by. */
export const KEY_TABLE_SORTS = ["label", "created", "lastUsed", "status"] as const
export type KeyTableSort = (typeof KEY_TABLE_SORTS)[number]

/** One page of the keys table: what to look for, in which order, which page. */
export interface KeyTableQuery {
  /** Part of a label (any case), or the start of a key's id or fingerprint; empty for every key. */
  readonly search?: string | undefined
  readonly sort?: KeyTableSort | undefined
  readonly descending?: boolean | undefined
  /** 1-based. */
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/** A key as the table lists it: its record and when it last started an audit. */
export interface KeyTableRow extends ApiKeyRecord {
  /** Epoch milliseconds of the key's newest audit the store keeps, or null. */
  readonly lastUsedAt: number | null
}

export interface KeyTablePage {
  readonly rows: ReadonlyArray<KeyTableRow>
  /** Keys the search matches, on every page. */
  readonly total: number
  /** The page answered (the last one when a later one was asked for) and the page size. */
  readonly page: number
  readonly pageSize: number
}

export const DEFAULT_KEY_PAGE_SIZE = 50
const MAX_KEY_PAGE_SIZE = 500
const MAX_SEARCH_LENGTH = 100
const HEX = /^[0-9a-f]+$/

const TableRow = Schema.Struct({ ...KeyRow.fields, lastUsedAt: Schema.NullOr(Schema.Number) })
const CountRow = Schema.Struct({ count: Schema.Number })

/** `LIKE` text matching `text` literally (`\` escapes). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * Each sort's columns, in the direction asked, after the ones that keep their own; the key's id last, so
 * every order is total and pages never overlap.
 */
const ORDER: Readonly<
  Record<KeyTableSort, { readonly first?: string; readonly columns: ReadonlyArray<string> }>
> = {
  label: { columns: ["lower(label)", "label", "created_at"] },
  created: { columns: ["created_at", "lower(label)"] },
  // A key never used comes after the used ones either way: "no audit" is not a time.
  lastUsed: { first: "last_used_at IS NULL", columns: ["last_used_at", "lower(label)"] },
  status: { columns: ["revoked_at IS NOT NULL", "lower(label)"] },
}

const orderBy = (sort: KeyTableSort, descending: boolean): string => {
  const { first, columns } = ORDER[sort]
  const direction = descending ? "DESC" : "ASC"
  return [
    ...(first === undefined ? [] : [first]),
    ...[...columns, "id"].map((column) => `${column} ${direction}`),
  ].join(", ")
}

/**
 * The keys table of the admin panel: one page of keys matching a search, in a chosen order, with the
 * count of every match — searched, sorted and cut in SQL (SQLite and PostgreSQL alike), never reading
 * every key.
 */
export const makeKeyTable = Effect.gen(function* () {
  const sql = yield* readerOrClient
  return (query: KeyTableQuery) =>
    orStoreFailure(
      Effect.gen(function* () {
        const search = (query.search ?? "").trim().slice(0, MAX_SEARCH_LENGTH)
        const lowered = search.toLowerCase()
        const matches =
          search === ""
            ? sql`1 = 1`
            : sql.or([
                sql`lower(label) LIKE ${`%${likeLiteral(lowered)}%`} ESCAPE '\\'`,
                sql`id LIKE ${`${likeLiteral(lowered)}%`} ESCAPE '\\'`,
                ...(HEX.test(lowered) ? [sql`fingerprint LIKE ${`${lowered}%`}`] : []),
              ])
        const pageSize = Math.min(
          MAX_KEY_PAGE_SIZE,
          Math.max(1, Math.floor(query.pageSize ?? DEFAULT_KEY_PAGE_SIZE)),
        )
        const [counted] = yield* rowsOf(CountRow)(
          sql`SELECT count(*) AS count FROM api_keys WHERE ${matches}`,
        )
        const total = Number(counted?.count ?? 0)
        const lastPage = Math.max(1, Math.ceil(total / pageSize))
        const page = Math.min(lastPage, Math.max(1, Math.floor(query.page ?? 1) || 1))
        const rows = yield* rowsOf(TableRow)(
          sql`SELECT * FROM (
                SELECT api_keys.*,
                  (SELECT audits.created_at FROM audits WHERE audits.key_id = api_keys.id
                    ORDER BY audits.seq DESC LIMIT 1) AS last_used_at
                FROM api_keys WHERE ${matches}) AS listed
              ORDER BY ${sql.literal(orderBy(query.sort ?? "label", query.descending === true))}
              LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        )
        return {
          rows: rows.map((row): KeyTableRow => ({ ...recordOf(row), lastUsedAt: row.lastUsedAt })),
          total,
          page,
          pageSize,
        } satisfies KeyTablePage
      }),
    )
})
