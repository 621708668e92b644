// Where a static audit's time goes: each extractor's own time and each rule's check, over the same pages.
import {
  type ExtractedFacts,
  type ExtractionContext,
  type Extractor,
  type ExtractorTable,
  evaluateRule,
  type FactKey,
  factExtractors,
  factKeys,
  type PageSnapshot,
  type Registry,
  runExtractors,
  scannedPage,
} from "@svc/core"

/** Milliseconds per name, summed over every page and averaged over the rounds. */
export type Timings = ReadonlyMap<string, number>

/** The row name of the one parse5 parse and walk that every DOM-based extractor shares. */
export const SHARED_SCAN = "(shared parse5 parse + walk + main region)"

/** CPU milliseconds of this process: what load from other processes distorts least. */
const now = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Each extractor's self time: its own work, without the facts it asks for (those are charged to
 * their own extractors) and without the shared document scan, which is charged to `SHARED_SCAN`.
 */
export const extractorTimings = (snapshots: ReadonlyArray<PageSnapshot>, rounds: number): Timings => {
  const self = new Map<string, number>()
  const charge = (name: string, ms: number) => self.set(name, (self.get(name) ?? 0) + ms)
  // Time spent in nested extractors, per open extractor: subtracted from the caller's own time.
  const nested: number[] = []
  const scanned = new WeakSet<ExtractionContext>()
  const timed =
    <K extends FactKey>(key: K, extractor: Extractor<K>): Extractor<K> =>
    (context) => {
      if (!scanned.has(context)) {
        scanned.add(context)
        const start = now()
        scannedPage(context)
        charge(SHARED_SCAN, now() - start)
      }
      const start = now()
      nested.push(0)
      try {
        return extractor(context)
      } finally {
        const elapsed = now() - start
        const inner = nested.pop() ?? 0
        charge(key, elapsed - inner)
        if (nested.length > 0) nested[nested.length - 1] = (nested.at(-1) ?? 0) + elapsed
      }
    }
  const table = Object.fromEntries(
    factKeys.map((key) => [key, timed(key, factExtractors[key] as Extractor<typeof key>)]),
  ) as unknown as ExtractorTable
  for (let round = 0; round < rounds + 1; round++) {
    if (round === 1) self.clear() // the first round warms up
    for (const snapshot of snapshots) runExtractors(table, snapshot, factKeys)
  }
  return averaged(self, rounds)
}

/**
 * Each registered rule's time: its check over the facts it declared, on every page. The facts are
 * extracted afresh every round (untimed), as in an audit: on facts that rules have already read once,
 * the same checks cost about half as much, and the table would understate them.
 */
export const ruleTimings = (
  registry: Registry,
  snapshots: ReadonlyArray<PageSnapshot>,
  rounds: number,
): Timings => {
  const spent = new Map<string, number>()
  const keys = [...registry.requiredFacts]
  for (let round = 0; round < rounds + 1; round++) {
    const pages: ReadonlyArray<ExtractedFacts> = snapshots.map((snapshot) =>
      runExtractors(factExtractors, snapshot, keys),
    )
    for (const registered of registry.rules) {
      const start = now()
      for (const facts of pages) evaluateRule(registered.rule, facts)
      if (round > 0) spent.set(registered.rule.id, (spent.get(registered.rule.id) ?? 0) + now() - start)
    }
  }
  return averaged(spent, rounds)
}

const averaged = (sums: ReadonlyMap<string, number>, rounds: number): Timings =>
  new Map([...sums].map(([name, ms]) => [name, ms / rounds]))

/** The slowest entries, with their share of `total`, as table rows. */
export const slowest = (timings: Timings, total: number, count: number) =>
  [...timings]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({
      name,
      "ms / pass": ms.toFixed(1),
      "% of audit": ((100 * ms) / total).toFixed(1),
    }))
