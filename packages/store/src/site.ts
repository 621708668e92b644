import { siteOfHost } from "@svc/core"

const DAY_MS = 86_400_000

const parse = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * The "site" of a URL for the per-site daily limit (decision 27): its registrable domain (eTLD+1 from
 * the Public Suffix List, private section included), or the host itself (an IP literal, `localhost`).
 */
export const siteOf = (url: string): string => {
  const parsed = parse(url)
  if (parsed === undefined) return url
  return siteOfHost(parsed.hostname)
}

/** The page a URL denotes: its WHATWG serialisation without the fragment, so that `#top` is the same page. */
export const pageOf = (url: string): string => {
  const parsed = parse(url)
  if (parsed === undefined) return url
  parsed.hash = ""
  return parsed.href
}

/** The UTC calendar day of a time, `YYYY-MM-DD`. */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10)

/** Whole seconds (at least 1) from `time` until the next UTC midnight, when a new day's allowance starts. */
export const secondsToNextUtcDay = (time: number): number => {
  const nextMidnight = (Math.floor(time / DAY_MS) + 1) * DAY_MS
  return Math.max(1, Math.ceil((nextMidnight - time) / 1000))
}
