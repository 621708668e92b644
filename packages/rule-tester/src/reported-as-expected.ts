import type { ReportedItem } from "@svc/core"
import type { ExpectedReport } from "./tested-rule"

/**
 * The reported items as a case's `reports` state them, to compare with `toEqual`: each item's message
 * id, and only the fields its expected report names — of its data, only the placeholders named (as
 * ESLint's RuleTester compares `data`). An item without a named field or placeholder lacks it, so the
 * comparison shows what is missing.
 */
export const reportedAsExpected = (
  items: ReadonlyArray<ReportedItem>,
  expected: ReadonlyArray<ExpectedReport>,
): ReadonlyArray<ExpectedReport> => {
  const named = (field: keyof ExpectedReport) => expected.some((report) => report[field] !== undefined)
  return items.map((item, index) => {
    const expectedData = expected[index]?.data
    return {
      messageId: item.messageId,
      ...(named("line") && item.location !== undefined ? { line: item.location.line } : {}),
      ...(named("column") && item.location !== undefined ? { column: item.location.column } : {}),
      ...(named("subject") && item.subject !== undefined ? { subject: item.subject } : {}),
      ...(expectedData === undefined
        ? {}
        : {
            data: Object.fromEntries(
              Object.keys(expectedData).flatMap((name) => {
                const value = item.data[name]
                return value === undefined ? [] : [[name, value] as const]
              }),
            ),
          }),
    }
  })
}
