/** Labels the Encoding Standard maps to UTF-8 and to windows-1252 (the two that matter on the web). */
const UTF_8 = new Set([
  "utf-8",
  "utf8",
  "unicode-1-1-utf-8",
  "unicode11utf8",
  "unicode20utf8",
  "x-unicode20utf8",
])
const WINDOWS_1252 = new Set([
  "windows-1252",
  "ansi_x3.4-1968",
  "ascii",
  "cp1252",
  "cp819",
  "csisolatin1",
  "ibm819",
  "iso-8859-1",
  "iso-ir-100",
  "iso8859-1",
  "iso88591",
  "iso_8859-1",
  "iso_8859-1:1987",
  "l1",
  "latin1",
  "us-ascii",
  "x-cp1252",
])

/** The encoding a charset label names, as browsers read it: aliases of UTF-8 and windows-1252 folded. */
export const encodingOf = (label: string): string => {
  const normalized = label.trim().toLowerCase()
  if (UTF_8.has(normalized)) return "utf-8"
  if (WINDOWS_1252.has(normalized)) return "windows-1252"
  return normalized
}
