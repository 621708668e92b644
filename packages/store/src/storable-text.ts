/**
 * Whether a text can be stored, or looked up, on every store: PostgreSQL's `text` cannot hold U+0000
 * (it fails the whole statement) where SQLite's can. No text with one is ever written (labels refuse
 * control characters, ids and phrases are checked before), so a lookup by one matches nothing: the
 * store answers it as not found without asking the database, the same on both.
 */
export const isStorableText = (text: string): boolean => !text.includes("\u0000")
