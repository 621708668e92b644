// Monotone under defects (docs/scoring.md, "Monotone under defects"): taking away what a good page has,
// or adding what a bad page has, never raises the main score or the part the defect belongs to, and it
// lowers the part of the checks it names (leaving it equal only where documented).
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fc, test } from "@fast-check/vitest"
import type { Result } from "@svc/contract"
import { beforeAll, describe, expect, it } from "vitest"
import { generatedPage } from "../../bench/generated-page"
import { corpusDir, describeOverCorpus } from "../../packages/core/test/facts/real-world-corpus"
import { auditPage, registry } from "./audit-page"
import { type Defect, defects } from "./defects"
import { knownEquals } from "./known-equals"

/** What a defect raised, if anything: the main score or the defect's own part. */
const raised = (before: Result, after: Result, defect: Defect): string | undefined => {
  const rises: string[] = []
  if ((after.score.svc ?? 0) > (before.score.svc ?? 0))
    rises.push(`main ${before.score.svc}→${after.score.svc}`)
  const was = before.score.parts[defect.part]
  const is = after.score.parts[defect.part]
  if ((is ?? 0) > (was ?? 0)) rises.push(`${defect.part} ${was}→${is}`)
  return rises.length > 0 ? rises.join(", ") : undefined
}

/** The defect's part when it stayed where it was: the checks the defect names did not lower it. */
const leftEqual = (before: Result, after: Result, defect: Defect): string | undefined => {
  const was = before.score.parts[defect.part]
  const is = after.score.parts[defect.part]
  // A part at 0 is at the floor: no defect can lower it (docs/scoring.md, "Monotone under defects").
  if (was === 0) return undefined
  return is === was ? `${defect.part} stays ${was} (${defect.checks.join(", ")})` : undefined
}

const knownEqual = new Set(
  knownEquals.flatMap(({ defect, pages }) => pages.map((page) => `${page} · ${defect}`)),
)

interface Page {
  readonly name: string
  readonly html: string
  readonly url: string
}

/**
 * A value worked out when a test first asks for it, not while vitest collects the suite: collecting
 * reads no file (a clone without the corpus still loads this file) and audits nothing.
 */
const whenAsked = <A>(make: () => A): (() => A) => {
  let made: { readonly value: A } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/**
 * How long auditing every page under every defect may take before the suite counts as hung: minutes on a
 * loaded machine, far past a test's 20 s, so it runs in a hook of its own rather than in the first test.
 */
const EVERY_DEFECT_MS = 30 * 60_000

/**
 * How long the several-defects property may take: each of its runs audits up to six pages (of the corpus:
 * some are megabytes), which takes minutes on a loaded machine, not the default 20 s.
 */
const SEVERAL_AT_ONCE_MS = 10 * 60_000

/** Every raise, and every part left equal, of one defect on one page, by "page · defect". */
const raisesOver = (pages: ReadonlyArray<Page>) => {
  const found = new Map<string, string>()
  const equal = new Map<string, string>()
  for (const { name, html, url } of pages) {
    let asItIs: Result | undefined
    for (const defect of defects) {
      const start = defect.from?.(html) ?? html
      const damaged = defect.apply(start)
      if (damaged === start) continue
      if (start === html) asItIs ??= auditPage(html, url)
      const before = start === html && asItIs !== undefined ? asItIs : auditPage(start, url)
      const after = auditPage(damaged, url)
      const rise = raised(before, after, defect)
      if (rise !== undefined) found.set(`${name} · ${defect.name}`, rise)
      const same = leftEqual(before, after, defect)
      if (same !== undefined) equal.set(`${name} · ${defect.name}`, same)
    }
  }
  return { found, equal }
}

const described = (found: ReadonlyMap<string, string>) => [...found].map(([key, what]) => `${key}: ${what}`)
const unlisted = (equal: ReadonlyMap<string, string>) =>
  [...equal].filter(([key]) => !knownEqual.has(key)).map(([key, what]) => `${key}: ${what}`)
const listedButGone = (equal: ReadonlyMap<string, string>, prefix: (key: string) => boolean) =>
  [...knownEqual].filter((key) => prefix(key) && !equal.has(key))

/**
 * Several defects on one page, each applied to what the previous ones left: the main score does not rise,
 * and the defects of each part, applied on top of the others, do not raise that part. (A defect of one
 * part may take away another part's faults — replacing the paragraphs with lorem ipsum removes their
 * broken links too — so what the others did to a part is its baseline, as the page is for one defect.)
 */
const severalAtOnce = (pages: () => ReadonlyArray<Page>, runs: number) => {
  const audited = new Map<string, Result>()
  test.prop(
    [
      fc.nat(),
      fc.uniqueArray(fc.integer({ min: 0, max: defects.length - 1 }), { minLength: 2, maxLength: 5 }),
    ],
    { numRuns: runs },
  )(
    "several defects at once raise neither the main score nor the part of any of them",
    (pick, chosen) => {
      const at = pick % pages().length
      const page = pages()[at] as Page
      const picked = chosen.map((index) => defects[index] as Defect)
      // The page every picked defect starts from: what each takes away added first.
      const start = picked.reduce((html, defect) => defect.from?.(html) ?? html, page.html)
      const applied = (which: ReadonlyArray<Defect>) =>
        which.reduce((html, defect) => defect.apply(html), start)
      // Audited once per page and set of starting points (the page itself, or with what some defects take away).
      const startKey = `${at}:${picked.flatMap((defect) => (defect.from ? [defect.name] : [])).join(",")}`
      const before = audited.get(startKey) ?? auditPage(start, page.url)
      audited.set(startKey, before)
      const after = auditPage(applied(picked), page.url)
      expect(after.score.svc ?? 0).toBeLessThanOrEqual(before.score.svc ?? 0)
      for (const part of new Set(picked.map((defect) => defect.part))) {
        const others = picked.filter((defect) => defect.part !== part)
        const baseline = others.length === 0 ? before : auditPage(applied(others), page.url)
        expect([part, after.score.parts[part] ?? 0]).toEqual([
          part,
          Math.min(after.score.parts[part] ?? 0, baseline.score.parts[part] ?? 0),
        ])
      }
    },
    SEVERAL_AT_ONCE_MS,
  )
}

describe("the defects", () => {
  it("name checks that feed the part each defect belongs to", () => {
    for (const defect of defects) {
      expect(defect.checks.length).toBeGreaterThan(0)
      for (const id of defect.checks)
        expect([defect.name, id, registry.rule(id)?.part]).toEqual([defect.name, id, defect.part])
    }
  })
})

const generated = whenAsked(() =>
  Array.from({ length: 6 }, (_, index) => ({
    name: `generated ${index + 1}`,
    html: generatedPage(12_000 + index * 9_000, index + 1),
    url: "https://example.com/article",
  })),
)

describe("generated pages", () => {
  const raises = whenAsked(() => raisesOver(generated()))
  beforeAll(() => void raises(), EVERY_DEFECT_MS)

  it("no defect raises the main score or the part it belongs to", () => {
    expect(described(raises().found)).toEqual([])
  })

  it("every defect lowers the part of the checks it names, except where documented", () => {
    const { equal } = raises()
    expect({
      unlisted: unlisted(equal),
      gone: listedButGone(equal, (key) => key.startsWith("generated ")),
    }).toEqual({ unlisted: [], gone: [] })
  })

  severalAtOnce(generated, 25)
})

describeOverCorpus("the real-world corpus", () => {
  const pages = whenAsked(() =>
    readdirSync(corpusDir)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => ({
        name,
        html: readFileSync(join(corpusDir, name), "utf8"),
        url: `https://corpus.example/${name}`,
      })),
  )
  const raises = whenAsked(() => raisesOver(pages()))
  beforeAll(() => void raises(), EVERY_DEFECT_MS)

  it("no defect raises the main score or the part it belongs to", () => {
    expect(described(raises().found)).toEqual([])
  })

  it("every defect lowers the part of the checks it names, except where documented", () => {
    const { equal } = raises()
    expect({
      unlisted: unlisted(equal),
      gone: listedButGone(equal, (key) => !key.startsWith("generated ")),
    }).toEqual({ unlisted: [], gone: [] })
  })

  // MONOTONICITY_RUNS=400 searches deeper (about 80 s), as a change to the scoring or the detection deserves.
  severalAtOnce(pages, Number(process.env.MONOTONICITY_RUNS ?? 40))
})
