import { Result } from "@svc/contract"
import {
  auditSnapshot,
  createRegistry,
  evaluate,
  extractFacts,
  isUnavailable,
  type PageSnapshot,
  snapshotOfHtml,
} from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import { content } from "@svc/rules-content"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const registry = createRegistry([content, geo, seo, technical])
const decode = Schema.decodeUnknownSync(Result)

const page = fc.record({
  html: arbitraryHtml,
  status: fc.constantFrom(200, 200, 200, 301, 404, 500),
  query: fc.option(fc.oneof(fc.lorem({ maxCount: 6 }), fc.string({ maxLength: 30 })), { nil: undefined }),
  locale: fc.constantFrom("en" as const, "sk" as const, "es" as const),
  robots: fc.option(
    fc.constantFrom("User-agent: *\nDisallow: /\n", "User-agent: GPTBot\nDisallow: /\n", "garbage ::: \n"),
    {
      nil: undefined,
    },
  ),
})

describe("auditSnapshot over generated pages with every registered pack", () => {
  it("returns a result the contract accepts, deterministically, whatever the page", () => {
    fc.assert(
      fc.property(page, ({ html, status, query, locale, robots }) => {
        const snapshot = snapshotOfHtml(html, {
          status,
          ...(robots
            ? {
                siteFiles: {
                  robots: {
                    state: "present",
                    url: "https://example.com/robots.txt",
                    status: 200,
                    body: robots,
                  },
                },
              }
            : {}),
        })
        const result = auditSnapshot(snapshot, { registry, query, locale })
        expect(() => decode(result)).not.toThrow()
        expect(auditSnapshot(snapshot, { registry, query, locale })).toEqual(result)
        const { score, summary } = result
        if (score.svc !== null && score.parts.content !== null)
          expect(score.svc).toBeLessThanOrEqual(score.parts.content + 15)
        expect(summary.total).toBe(registry.rules.length - hiddenSymptoms(snapshot, query))
        expect(summary.checksEvaluated).toBeLessThanOrEqual(registry.rules.length)
      }),
      { numRuns: 150 },
    )
  })

  it("never throws on arbitrary strings, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (body) => {
        expect(() => decode(auditSnapshot(snapshotOfHtml(body), { registry }))).not.toThrow()
      }),
      { numRuns: 150 },
    )
  })
})

/** Rules not counted because a listed cause explains them. */
/**
 * The symptoms folded into a cause whose root cause is listed (fail or review) — the cause itself
 * listed or folded in turn: a symptom of a folded symptom stays folded.
 */
const hiddenSymptoms = (snapshot: PageSnapshot, query: string | undefined): number => {
  const facts = extractFacts(snapshot, {
    keys: registry.requiredFacts,
    ...(query === undefined ? {} : { query }),
  })
  const phrase = facts.query
  const querySource = phrase === undefined || isUnavailable(phrase) ? "none" : phrase.source
  const { rootCauses } = evaluate({ registry, facts, locale: "en", querySource })
  const statusOf = new Map(rootCauses.map((root) => [root.registered.rule.id, root.status]))
  return registry.rules.filter((registered) =>
    (registered.rule.symptomOf ?? []).some((cause) => ["fail", "review"].includes(statusOf.get(cause) ?? "")),
  ).length
}
