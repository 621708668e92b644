import { Schema } from "effect"
import { type ErrorTable, errorTable } from "./error-table"

/** The machine value of every error answer (the spec's Errors table). Callers decide on it, not on the text. */
export type ErrorCode = keyof ErrorTable

/** Every error code, in the table's order. */
export const errorCodes = Object.keys(errorTable) as unknown as readonly [ErrorCode, ...ErrorCode[]]

export const ErrorCode = Schema.Literal(...errorCodes).annotations({ identifier: "ErrorCode" })

/** The HTTP status of each error code. */
export const errorStatus = Object.fromEntries(errorCodes.map((code) => [code, errorTable[code].status])) as {
  readonly [Code in ErrorCode]: ErrorTable[Code]["status"]
}
