import { statSync } from "node:fs"
import { Effect } from "effect"
import { UsageError } from "../errors"

/** What `svc crawl` was given: a site's start URL, or a built site on disk (a start file or its folder). */
export type CrawlTarget =
  | { readonly _tag: "url"; readonly url: string }
  | { readonly _tag: "folder"; readonly path: string }

const exists = (path: string): boolean => {
  try {
    const stats = statSync(path)
    return stats.isFile() || stats.isDirectory()
  } catch {
    return false
  }
}

/** An http(s) URL, else a file or folder that exists; anything else is refused. */
export const crawlTarget = (argument: string): Effect.Effect<CrawlTarget, UsageError> => {
  if (/^https?:\/\//i.test(argument.trim())) return Effect.succeed({ _tag: "url", url: argument })
  if (exists(argument)) return Effect.succeed({ _tag: "folder", path: argument })
  return Effect.fail(
    new UsageError({
      message: `${argument} is neither an http(s) URL nor a file or folder that exists: svc crawl takes a site's start URL, or a built site on disk.`,
    }),
  )
}
