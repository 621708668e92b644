import { Schema } from "effect"
import type { KeyLimits } from "../limits"
import { FINGERPRINT_PREFIX_LENGTH } from "./key-material"

/** A key as the store describes it: never the key itself, only a prefix of its fingerprint. */
export interface ApiKeyRecord {
  readonly id: string
  readonly label: string
  /** The first hex digits of the fingerprint, enough to tell keys apart in a listing. */
  readonly fingerprintPrefix: string
  readonly limits: KeyLimits
  /** Epoch milliseconds. */
  readonly createdAt: number
  /** Epoch milliseconds, or null while the key is active. */
  readonly revokedAt: number | null
}

export const KeyRow = Schema.Struct({
  id: Schema.String,
  fingerprint: Schema.String,
  label: Schema.String,
  pagesPerSite: Schema.Number,
  auditsPerHour: Schema.Number,
  fullAuditCost: Schema.Number,
  createdAt: Schema.Number,
  revokedAt: Schema.NullOr(Schema.Number),
})
type KeyRow = typeof KeyRow.Type
export const decodeKeyRows = Schema.decodeUnknown(Schema.Array(KeyRow))

export const recordOf = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  label: row.label,
  fingerprintPrefix: row.fingerprint.slice(0, FINGERPRINT_PREFIX_LENGTH),
  limits: {
    pagesPerSite: row.pagesPerSite,
    auditsPerHour: row.auditsPerHour,
    fullAuditCost: row.fullAuditCost,
  },
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
})
