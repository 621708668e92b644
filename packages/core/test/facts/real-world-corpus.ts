import { existsSync } from "node:fs"
import { join } from "node:path"
import { describe, it } from "vitest"

/**
 * The 130 real-world pages beside the repository (`../shared/corpus/pages`), read in place, never
 * copied; `SVC_CORPUS_DIR` points elsewhere.
 */
export const corpusDir =
  process.env.SVC_CORPUS_DIR ?? join(import.meta.dirname, "../../../../../shared/corpus/pages")

/**
 * A suite over the real-world corpus. Where the corpus is absent it says so: in CI (which always has
 * `../shared` beside the clone) that is a failure, since the figures it measures must not silently go
 * unmeasured; on a developer's machine the suite is reported as skipped, with the reason.
 */
export const describeOverCorpus = (name: string, suite: () => void): void => {
  if (existsSync(corpusDir)) {
    describe(name, suite)
    return
  }
  const absent = `the corpus folder ${corpusDir} is absent`
  if (process.env.CI) {
    describe(name, () => {
      it("has the real-world corpus to measure against", () => {
        throw new Error(`${absent}; CI runs with ../shared beside the clone, so this is an error.`)
      })
    })
    return
  }
  // The suite's body is not run: it may read the corpus (describe.skip would still run it to collect).
  console.warn(`${name}: skipped, ${absent}.`)
  it.skip(`${name} (skipped: ${absent})`)
}
