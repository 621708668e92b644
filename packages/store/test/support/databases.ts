/** The databases every store test runs on. */
export const DIALECTS = ["sqlite", "pg"] as const
export type Dialect = (typeof DIALECTS)[number]
