import { Option } from "effect"

/** The options of `svc crawl` that mean something only for a crawl in this process, as given. */
export interface CrawlLocalOptions {
  readonly store: Option.Option<string>
  readonly maxDuration: Option.Option<number>
  readonly concurrency: Option.Option<number>
  readonly lighthouseSample: Option.Option<number>
  readonly sitemap: ReadonlyArray<string>
  readonly allowPrivate: boolean
  readonly csv: Option.Option<string>
}

/**
 * The first option given that a crawl on a server cannot take (the API's `crawl` field has no such
 * field, or the server decides it), named with why; undefined when none is given.
 */
export const localOnlyRefusal = (options: CrawlLocalOptions): string | undefined => {
  const given: ReadonlyArray<readonly [boolean, string, string]> = [
    [Option.isSome(options.store), "--store", "a server keeps its crawls in its own database."],
    [
      Option.isSome(options.maxDuration),
      "--max-duration",
      "the server's crawl has no time bound to ask for.",
    ],
    [
      Option.isSome(options.concurrency),
      "--concurrency",
      "a server keeps its own limit of requests in flight to a host (2).",
    ],
    [
      Option.isSome(options.lighthouseSample),
      "--lighthouse-sample",
      "a server decides itself whether it runs Lighthouse.",
    ],
    [options.sitemap.length > 0, "--sitemap", "a server reads the sitemaps robots.txt names, no others."],
    [options.allowPrivate, "--allow-private", "a server decides itself which addresses it crawls."],
    [
      Option.isSome(options.csv),
      "--csv",
      "links.csv is read from the crawl's store in this process; a server's record has no links.",
    ],
  ]
  const refused = given.find(([isGiven]) => isGiven)
  return refused === undefined
    ? undefined
    : `${refused[1]} applies to crawls in this process only: ${refused[2]} Unset SVC_API_URL to crawl here, or leave ${refused[1]} out.`
}
