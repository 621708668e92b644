import type { ApiKeyRecord } from "@svc/store"

/** A time of a record (ms since the epoch) as ISO 8601, empty when there is none: for reports and tables. */
export const isoTime = (time: number | null): string => (time === null ? "" : new Date(time).toISOString())

/** One line describing a key: never the key, only its label, id and fingerprint prefix. */
export const describeKey = (record: ApiKeyRecord): string =>
  `${record.label} (id ${record.id}, fingerprint ${record.fingerprintPrefix}…): ` +
  `${record.limits.auditsPerHour} quota units an hour, ${record.limits.fullAuditCost} per page audit, ` +
  `${record.limits.pagesPerSite} page${record.limits.pagesPerSite === 1 ? "" : "s"} per site a day` +
  (record.revokedAt === null ? "" : `; revoked ${isoTime(record.revokedAt)}`)

const COLUMNS = [
  "label",
  "fingerprint",
  "pages/site",
  "audits/hour",
  "cost",
  "created",
  "revoked",
  "id",
] as const

const cellsOf = (record: ApiKeyRecord): ReadonlyArray<string> => [
  record.label,
  record.fingerprintPrefix,
  String(record.limits.pagesPerSite),
  String(record.limits.auditsPerHour),
  String(record.limits.fullAuditCost),
  isoTime(record.createdAt),
  isoTime(record.revokedAt),
  record.id,
]

/** Rows of cells as an aligned text table, the first row its header. */
export const textTable = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const columns = rows[0]?.length ?? 0
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? "").length)),
  )
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

/** Keys as an aligned text table, one key a line under a header. */
export const keyTable = (records: ReadonlyArray<ApiKeyRecord>): string =>
  textTable([COLUMNS, ...records.map(cellsOf)])

/** A key as `keys list --json` prints it. */
export const keyJson = (record: ApiKeyRecord) => ({
  id: record.id,
  label: record.label,
  fingerprintPrefix: record.fingerprintPrefix,
  pagesPerSite: record.limits.pagesPerSite,
  auditsPerHour: record.limits.auditsPerHour,
  fullAuditCost: record.limits.fullAuditCost,
  createdAt: isoTime(record.createdAt),
  revokedAt: record.revokedAt === null ? null : isoTime(record.revokedAt),
})
