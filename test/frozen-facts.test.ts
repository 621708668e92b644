import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { auditSnapshot, createRegistry, type PageSnapshot, snapshotOfHtml } from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { generatedPage } from "../bench/generated-page"
import { corpusDir, describeOverCorpus } from "../packages/core/test/facts/real-world-corpus"
import { registeredPacks } from "../scripts/registered-packs"

// Audits do not freeze facts (V8 reads frozen arrays several times slower); rules must never change
// one. Frozen, a rule that does throws and turns unavailable, so the two results differ.
let registry: ReturnType<typeof createRegistry>
beforeAll(async () => {
  registry = createRegistry(await registeredPacks())
})

const bothWays = (snapshot: PageSnapshot, query?: string) => {
  const options = { registry, query }
  return {
    frozen: auditSnapshot(snapshot, { ...options, freezeFacts: true }),
    unfrozen: auditSnapshot(snapshot, options),
  }
}

const unavailableBecauseFrozen = (result: ReturnType<typeof auditSnapshot>) =>
  result.findings.filter((finding) => /read.only|not extensible|frozen/i.test(finding.evidence))

describe("no registered rule changes a fact", () => {
  it("gives the same result over frozen and unfrozen facts on generated pages", () => {
    for (const [index, size] of [3_000, 40_000, 150_000].entries()) {
      const snapshot = snapshotOfHtml(generatedPage(size, index + 1), { url: "https://bench.example/page" })
      const { frozen, unfrozen } = bothWays(snapshot)
      expect(unavailableBecauseFrozen(frozen)).toEqual([])
      expect(unfrozen).toEqual(frozen)
    }
  })

  it("gives the same result over frozen and unfrozen facts on arbitrary pages", () => {
    fc.assert(
      fc.property(arbitraryHtml, fc.option(fc.lorem({ maxCount: 4 }), { nil: undefined }), (html, query) => {
        const { frozen, unfrozen } = bothWays(snapshotOfHtml(html), query)
        expect(unfrozen).toEqual(frozen)
      }),
      { numRuns: 60 },
    )
  })
})

describeOverCorpus("no registered rule changes a fact of a real page", () => {
  it("gives the same result over frozen and unfrozen facts on every corpus page", () => {
    const names = readdirSync(corpusDir).filter((name) => name.endsWith(".html"))
    expect(names.length).toBeGreaterThan(100)
    for (const name of names) {
      const html = readFileSync(join(corpusDir, name), "utf8")
      const { frozen, unfrozen } = bothWays(snapshotOfHtml(html, { url: `https://corpus.example/${name}` }))
      expect(unavailableBecauseFrozen(frozen), name).toEqual([])
      expect(unfrozen, name).toEqual(frozen)
    }
  }, 120_000)
})
