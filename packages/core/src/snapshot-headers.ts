/**
 * Headers whose repeats are separate statements: an `X-Robots-Tag` header's bot prefix addresses that
 * header alone ("otherbot: noindex" then "none" is not "otherbot: noindex, none"), as Lighthouse and the
 * crawlers read them. Their repeats are kept apart by a line break, which no header value can hold.
 */
const SEPARATE_REPEATS: ReadonlySet<string> = new Set(["x-robots-tag"])

/**
 * Response headers as a snapshot holds them: lower-cased names; a repeated header's values joined with
 * ", " (one list, as HTTP combines them), or with a line break where each header stands on its own.
 */
export const snapshotHeaders = (
  raw: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>,
): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const [rawName, value] of Object.entries(raw)) {
    if (value === undefined) continue
    const name = rawName.toLowerCase()
    headers[name] = typeof value === "string" ? value : value.join(SEPARATE_REPEATS.has(name) ? "\n" : ", ")
  }
  return headers
}

/** Each header of a name that `snapshotHeaders` kept apart, in the order they came. */
export const separateHeaders = (value: string | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : value.split("\n")
