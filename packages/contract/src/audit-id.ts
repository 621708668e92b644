import { Schema } from "effect"

/** The path prefix of every call; it carries the major version. */
export const API_BASE_PATH = "/api/v1"

/** An audit identifier: a UUID. */
export const AuditId = Schema.UUID.annotations({ identifier: "AuditId" })
export type AuditId = typeof AuditId.Type

/** The path of an audit's status call, as given in `statusUrl`. */
export const auditPath = (id: AuditId): string => `${API_BASE_PATH}/audits/${id}`

/** The path of one page's PDF report; `page` counts from 0 (decisions 21 and 25). */
export const reportPath = (id: AuditId, page: number): string => `${auditPath(id)}?format=pdf&page=${page}`
