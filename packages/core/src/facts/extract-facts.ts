import type { PageSnapshot } from "../snapshot"
import { type ExtractedFacts, runExtractors } from "./extraction"
import { factExtractors, factKeys } from "./extractors"
import type { FactKey } from "./page-facts"

/** Extracts the requested facts of a snapshot (every fact when `keys` is omitted). Never throws. */
export const extractFacts = (
  snapshot: PageSnapshot,
  options: { readonly keys?: Iterable<FactKey>; readonly query?: string; readonly freeze?: boolean } = {},
): ExtractedFacts =>
  runExtractors(factExtractors, snapshot, options.keys ?? factKeys, {
    query: options.query,
    freeze: options.freeze,
  })
