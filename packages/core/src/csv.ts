/**
 * Where a spreadsheet may begin a cell inside a field: the field's start, and after a `;` or a line break —
 * Excel in locales whose list separator is `;` (de, es, sk…) splits there, ignoring quotes that do not open
 * its own field, and a line break ends its row.
 */
const CELL_STARTS = /(^|[;\r\n])(?=[=+\-@\t\r"])/g

/** One CSV field that no spreadsheet runs as a formula, quoted when it must be (RFC 4180). */
export const csvCell = (value: string | number | boolean | null): string => {
  // Every cell a spreadsheet could cut from this field that would run as a formula (OWASP's list, and a
  // quote that would open one) starts with an apostrophe: text in every spreadsheet, whatever its separator.
  const safe = String(value ?? "").replace(CELL_STARTS, "$1'")
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The first line: Excel reads the file with this separator in every locale; other programs skip one line. */
export const CSV_SEPARATOR_LINE = "sep=,"

/** A CSV document (RFC 4180, CRLF) after the `sep=,` line: the header, then the rows, every cell safe. */
export const csvDocument = (
  header: ReadonlyArray<string>,
  rows: Iterable<ReadonlyArray<string | number | boolean | null>>,
): string => [CSV_SEPARATOR_LINE, ...csvLines(header, rows)].join("\r\n").concat("\r\n")

/** The header and the rows as CSV lines, without the separator line or line ends (for writing a file row by row). */
export function* csvLines(
  header: ReadonlyArray<string>,
  rows: Iterable<ReadonlyArray<string | number | boolean | null>>,
): Generator<string> {
  yield header.map(csvCell).join(",")
  for (const row of rows) yield row.map(csvCell).join(",")
}
