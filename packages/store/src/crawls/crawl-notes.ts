import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"

const NoteRow = Schema.Struct({ key: Schema.String, body: Schema.String })

/** One note a crawl keeps beside its pages: its key (one note per key) and its text (plain or JSON, the crawler's). */
export interface CrawlNote {
  readonly key: string
  readonly body: string
}

/** What a crawl says beside its pages: its notices, its llms.txt's URLs (the crawler's keys and texts). */
export const makeCrawlNotes = (sql: SqlClient.SqlClient) => ({
  /** Keeps a note, replacing the one of the same key (a resumed crawl says it again). */
  setNote: (crawlId: string, note: CrawlNote) =>
    orStoreFailure(
      sql`INSERT INTO crawl_notes ${sql.insert({ crawlId, key: note.key, body: note.body })}
        ON CONFLICT (crawl_id, key) DO UPDATE SET body = excluded.body`,
    ).pipe(Effect.asVoid),

  /** Every note of a crawl, in key order. */
  notes: (crawlId: string) =>
    orStoreFailure(
      Effect.map(
        rowsOf(NoteRow)(sql`SELECT key, body FROM crawl_notes WHERE crawl_id = ${crawlId} ORDER BY key`),
        (rows): ReadonlyArray<CrawlNote> => rows.map((row) => ({ key: row.key, body: row.body })),
      ),
    ),
})
