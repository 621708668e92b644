// Monotone under defects (docs/scoring.md, "Monotone under defects"): taking away what a good page has,
// or adding what a bad page has, never raises the main score or the part the defect belongs to, and it
// lowers the part of the checks it names (leaving it equal only where documented).
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fc, test } from "@fast-check/vitest"
import type { Result } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { generatedPage } from "../../bench/generated-page"
import { corpusDir, describeOverCorpus } from "../../packages/core/test/facts/real-world-corpus"
import { auditPage, registry } from "./audit-page"
import { type Defect, defects } from "./defects"
import { knownEquals } from "./known-equals"
import { knownRaises } from "./known-raises"

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

const keysOf = (list: ReadonlyArray<{ readonly defect: string; readonly pages: ReadonlyArray<string> }>) =>
  new Set(list.flatMap(({ defect, pages }) => pages.map((page) => `${page} · ${defect}`)))
const known = keysOf(knownRaises)
const knownEqual = keysOf(knownEquals)

/** Every raise, and every part left equal, of one defect on one page, by "page · defect". */
const raisesOver = (
  pages: ReadonlyArray<{ readonly name: string; readonly html: string; readonly url: string }>,
) => {
  const found = new Map<string, string>()
  const equal = new Map<string, string>()
  for (const { name, html, url } of pages) {
    let before: Result | undefined
    for (const defect of defects) {
      const damaged = defect.apply(html)
      if (damaged === html) continue
      before ??= auditPage(html, url)
      const after = auditPage(damaged, url)
      const rise = raised(before, after, defect)
      if (rise !== undefined) found.set(`${name} · ${defect.name}`, rise)
      const same = leftEqual(before, after, defect)
      if (same !== undefined) equal.set(`${name} · ${defect.name}`, same)
    }
  }
  return { found, equal }
}

const unlisted = (found: ReadonlyMap<string, string>, listed = known) =>
  [...found].filter(([key]) => !listed.has(key)).map(([key, rise]) => `${key}: ${rise}`)
const listedButGone = (
  found: ReadonlyMap<string, string>,
  prefix: (key: string) => boolean,
  listed = known,
) => [...listed].filter((key) => prefix(key) && !found.has(key))

describe("the defects", () => {
  it("name checks that feed the part each defect belongs to", () => {
    for (const defect of defects) {
      expect(defect.checks.length).toBeGreaterThan(0)
      for (const id of defect.checks)
        expect([defect.name, id, registry.rule(id)?.part]).toEqual([defect.name, id, defect.part])
    }
  })
})

const generated = Array.from({ length: 6 }, (_, index) => ({
  name: `generated ${index + 1}`,
  html: generatedPage(12_000 + index * 9_000, index + 1),
  url: "https://example.com/article",
}))

describe("generated pages", () => {
  const { found, equal } = raisesOver(generated)

  it("no defect raises a score, except the known raises listed with their reason", () => {
    expect(unlisted(found)).toEqual([])
  })

  it("every known raise still happens (a fixed one leaves the list)", () => {
    expect(listedButGone(found, (key) => key.startsWith("generated "))).toEqual([])
  })

  it("every defect lowers the part of the checks it names, except where documented", () => {
    expect({
      unlisted: unlisted(equal, knownEqual),
      gone: listedButGone(equal, (key) => key.startsWith("generated "), knownEqual),
    }).toEqual({ unlisted: [], gone: [] })
  })

  // Defects with no known raise on any generated page, applied several at a time.
  const clean = defects.filter(
    (defect) => ![...found.keys()].some((key) => key.endsWith(` · ${defect.name}`)),
  )
  const audited = generated.map(({ html, url }) => auditPage(html, url))

  test.prop(
    [
      fc.integer({ min: 0, max: generated.length - 1 }),
      fc.uniqueArray(fc.integer({ min: 0, max: clean.length - 1 }), { minLength: 2, maxLength: 5 }),
    ],
    { numRuns: 25 },
  )("several defects at once raise neither the main score nor any part they belong to", (page, chosen) => {
    let html = (generated[page] as { html: string }).html
    for (const index of chosen) html = (clean[index] as Defect).apply(html)
    const before = audited[page] as Result
    const after = auditPage(html)
    expect(after.score.svc ?? 0).toBeLessThanOrEqual(before.score.svc ?? 0)
    for (const index of chosen) {
      const part = (clean[index] as Defect).part
      expect(after.score.parts[part] ?? 0).toBeLessThanOrEqual(before.score.parts[part] ?? 0)
    }
  })
})

describeOverCorpus("the real-world corpus", () => {
  const pages = readdirSync(corpusDir)
    .filter((name) => name.endsWith(".html"))
    .sort()
    .map((name) => ({
      name,
      html: readFileSync(join(corpusDir, name), "utf8"),
      url: `https://corpus.example/${name}`,
    }))
  const { found, equal } = raisesOver(pages)

  it("no defect raises a score, except the known raises listed with their reason", () => {
    expect(unlisted(found)).toEqual([])
  })

  it("every known raise still happens (a fixed one leaves the list)", () => {
    expect(listedButGone(found, (key) => !key.startsWith("generated "))).toEqual([])
  })

  it("every defect lowers the part of the checks it names, except where documented", () => {
    expect({
      unlisted: unlisted(equal, knownEqual),
      gone: listedButGone(equal, (key) => !key.startsWith("generated "), knownEqual),
    }).toEqual({ unlisted: [], gone: [] })
  })
})
