import { mkdirSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join } from "node:path"

/**
 * Where `svc crawl` keeps its crawls when `--store` says nothing: one SQLite file in the user's state
 * folder (`$XDG_STATE_HOME/svc`, else `~/.local/state/svc`), so an interrupted crawl of the same start
 * URL continues by itself on the next run.
 */
export const defaultCrawlStore = (environment: NodeJS.ProcessEnv = process.env): string =>
  join(environment.XDG_STATE_HOME || join(homedir(), ".local", "state"), "svc", "crawls.db")

/** The store's folder made if missing (a `postgres://` store has none). */
export const prepareCrawlStore = (store: string): void => {
  if (/^postgres(ql)?:\/\//.test(store)) return
  mkdirSync(dirname(store.replace(/^sqlite:/, "")), { recursive: true })
}
