import type { PageSnapshot } from "../snapshot"
import { deepFreeze } from "./deep-freeze"
import type { FactKey, PageFacts } from "./page-facts"
import { isUnavailable, Unavailable } from "./unavailable"

/** Options that shape extraction: the caller's phrase feeds the `query` fact. */
export interface ExtractionOptions {
  /** The caller's search phrase; absent or blank means "suggest one from the page". */
  readonly query?: string | undefined
  /**
   * Deep-freeze every fact, as ESLint's RuleTester freezes the AST: the rule tester does, so a rule
   * that changes a fact fails its own tests. Audits leave it off: V8 reads frozen arrays several times
   * slower, and rules read long arrays (words, links, elements).
   */
  readonly freeze?: boolean | undefined
}

/** What an extractor sees: the snapshot, the options, and every other fact (computed once, on demand). */
export interface ExtractionContext {
  readonly snapshot: PageSnapshot
  readonly options: ExtractionOptions
  readonly get: <K extends FactKey>(key: K) => PageFacts[K] | Unavailable
}

/** An extractor produces one fact key, or says why it cannot. */
export type Extractor<K extends FactKey> = (context: ExtractionContext) => PageFacts[K] | Unavailable

export type ExtractorTable = { readonly [K in FactKey]: Extractor<K> }

/** Extracted facts: each requested key holds its fact or an `Unavailable`. */
export type ExtractedFacts = { readonly [K in FactKey]?: PageFacts[K] | Unavailable }

/**
 * Runs the extractors for `keys` (and whatever they depend on), each at most once.
 * An extractor that throws yields `Unavailable` for its key; extraction itself never throws.
 */
export const runExtractors = (
  table: ExtractorTable,
  snapshot: PageSnapshot,
  keys: Iterable<FactKey>,
  options: ExtractionOptions = {},
): ExtractedFacts => {
  const computed = new Map<FactKey, unknown>()
  const inProgress = new Set<FactKey>()
  const get = <K extends FactKey>(key: K): PageFacts[K] | Unavailable => {
    if (computed.has(key)) return computed.get(key) as PageFacts[K] | Unavailable
    if (inProgress.has(key)) return new Unavailable(`fact "${key}" depends on itself`)
    inProgress.add(key)
    let value: PageFacts[K] | Unavailable
    try {
      value = (table[key] as Extractor<K>)(context)
    } catch (error) {
      value = new Unavailable(
        `extracting "${key}" failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    inProgress.delete(key)
    computed.set(key, options.freeze && !isUnavailable(value) ? deepFreeze(value) : value)
    return value
  }
  const context: ExtractionContext = { snapshot, options, get }
  const result: Partial<Record<FactKey, unknown>> = {}
  for (const key of keys) result[key] = get(key)
  return result as ExtractedFacts
}
