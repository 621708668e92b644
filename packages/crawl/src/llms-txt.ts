import { httpUrl, parseLlms, type SiteFacts, type SiteFile } from "@svc/core"
import { Effect } from "effect"

/** The most llms.txt URLs a crawl checks (the check catalogue's sample): the first ones, in the file's order. */
export const MAX_LLMS_TXT_URLS = 50
/**
 * URLs of llms.txt the crawl did not fetch are asked one at a time (no body read): the crawl has ended,
 * so no page holds a request slot, and every process ending it at once stays within a host's 2 requests.
 */
const CHECK_CONCURRENCY = 1

/** The URLs an llms.txt lists as `[name](url)` links: absolute http(s), resolved against the file, once each, in order. */
export const llmsTxtUrls = (file: Extract<SiteFile, { state: "present" }>): ReadonlyArray<string> => {
  const urls = new Set<string>()
  for (const section of parseLlms(file.url, file.body).sections)
    for (const link of section.links) {
      const url = URL.canParse(link.url, file.url) ? httpUrl(new URL(link.url, file.url).href) : undefined
      if (url !== undefined) urls.add(url)
    }
  return [...urls]
}

/** How the crawl already knows a listed URL: fetched (its first answer's status, null when none came) or kept from by robots.txt. */
export type KnownAnswer = { readonly status: number | null } | "blocked"

/** What checking llms.txt's URLs needs from the crawl. */
export interface LlmsTxtCheck<E> {
  readonly file: SiteFile
  /** The crawl's key of a URL in its scope, null otherwise. */
  readonly keyOf: (url: string) => string | null
  /** What the crawl's frontier knows of these keys (a URL not fetched is absent). */
  readonly known: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, KnownAnswer>, E>
  /** Whether robots.txt of the URL's origin lets svc fetch it. */
  readonly allowed: (url: string) => Effect.Effect<boolean>
  /** The status of the first answer to the URL (a redirect's own), asked without reading a body; null when none came. */
  readonly ask: (url: string) => Effect.Effect<number | null>
}

/**
 * The llms.txt facts of the site: each URL it lists (the first `MAX_LLMS_TXT_URLS`) with the status of
 * its first answer — from the crawl when it fetched it, else asked once — and whether robots.txt
 * blocks it (then it is not asked); null when the start origin has no llms.txt.
 */
export const llmsTxtFacts = <E>(check: LlmsTxtCheck<E>): Effect.Effect<SiteFacts["llmsTxt"], E> =>
  Effect.gen(function* () {
    const { file } = check
    if (file.state !== "present") return null
    const listed = llmsTxtUrls(file).slice(0, MAX_LLMS_TXT_URLS)
    const keys = new Map(listed.map((url) => [url, check.keyOf(url)]))
    const known = yield* check.known([...keys.values()].filter((key): key is string => key !== null))
    const entries = yield* Effect.forEach(
      listed,
      (url) =>
        Effect.gen(function* () {
          const key = keys.get(url) ?? null
          const answer = key === null ? undefined : known.get(key)
          if (answer === "blocked" || !(yield* check.allowed(url)))
            return { url, status: null, blocked: true }
          const status = answer === undefined ? yield* check.ask(url) : answer.status
          return { url, status, blocked: false }
        }),
      { concurrency: CHECK_CONCURRENCY },
    )
    return { url: file.url, listed: entries }
  })
