import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

/**
 * How far past the live heap a crawling process's old generation may grow before its next full
 * collection, in per cent. V8 picks a factor of up to 4× when the heap limit is large (~4 GB here):
 * each page's parse outlives the young collections of its own synchronous audit and is promoted, so
 * a long crawl's RSS swelled to ~440 MB at 10,000 pages. At 25 % it stays near the live heap —
 * ~265 MB at 1,000 and at 10,000 pages — at no CPU cost measured (docs/performance.md, "Whole-site
 * crawls").
 */
export const CRAWL_HEAP_GROWING_PERCENT = 25

const OWN_SETTING = /^--heap[-_]growing[-_]percent(=|$)/

/** A full collection now: `global.gc` when node exposes it, else the one a new context gets while `--expose-gc` is set. */
const collectFully = (): void => {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (typeof exposed === "function") {
    exposed()
    return
  }
  setFlagsFromString("--expose-gc")
  const gc = runInNewContext("gc") as () => void
  setFlagsFromString("--no-expose-gc")
  gc()
}

/**
 * Keeps a crawling process's memory near what it holds: V8's heap growing factor set to
 * `CRAWL_HEAP_GROWING_PERCENT`. V8 reads it when a full collection sets the next limit, so one runs
 * at once (~10 ms): else the limit the last one set under the default factor — loading the modules,
 * ~4× a small heap — held until the heap reached it, the peak of a crawl of 1,000 pages. A setting of
 * the whole process, so the process's owner calls it — `svc crawl` and the crawl bench do; the
 * library's crawl never does. A `--heap-growing-percent` given to node is left as it is. Answers
 * whether it set it.
 */
export const boundHeapGrowth = (execArgv: ReadonlyArray<string> = process.execArgv): boolean => {
  if (execArgv.some((arg) => OWN_SETTING.test(arg))) return false
  setFlagsFromString(`--heap-growing-percent=${CRAWL_HEAP_GROWING_PERCENT}`)
  collectFully()
  return true
}
