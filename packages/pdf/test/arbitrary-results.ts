import { categories, type Finding, type Locale, levels, type Result, type Site } from "@svc/contract"
import fc from "fast-check"

/**
 * Any text a page or a rule could put in a result: every plane, controls, lone surrogates, very long
 * runs, markup that would break out of HTML.
 */
export const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\n\n\n",
    "\ud800",
    "\u202e",
    "東京のパン屋",
    "Ľúbivý kôň",
    "x".repeat(5_000),
    `</script><img src=x onerror="alert(1)">'`,
  ),
)
const score = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null })
const count = fc.nat({ max: 500 })

const item = fc.record(
  {
    message: anyText,
    subject: anyText,
    location: fc.record({
      line: fc.integer({ min: 1, max: 2 ** 31 }),
      column: fc.integer({ min: 1, max: 2 ** 31 }),
    }),
    url: anyText,
  },
  { requiredKeys: ["message"] },
)

/** Items as a check reports them: none, or some with a count at least as large (larger when cut). */
const items = fc.option(
  fc
    .tuple(fc.array(item, { minLength: 1, maxLength: 8 }), fc.nat({ max: 1_000 }))
    .map(([listed, beyond]) => ({ items: listed, itemCount: listed.length + beyond })),
  { nil: undefined },
)

const finding: fc.Arbitrary<Finding> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 80 }),
    label: anyText,
    status: fc.constantFrom("fail", "review"),
    level: fc.constantFrom(...levels),
    category: fc.constantFrom(...categories),
    evidence: anyText,
    fix: anyText,
  })
  .chain((base) => items.map((reported) => ({ ...base, ...reported })))

/** Any result the contract accepts. */
export const anyResult: fc.Arbitrary<Result> = fc
  .record({
    url: anyText,
    scores: fc.array(score, { minLength: 9, maxLength: 9 }),
    buckets: fc.array(count, { minLength: 6, maxLength: 6 }),
    findings: fc.array(finding, { maxLength: 30 }),
    lighthouse: fc.option(
      fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }), {
        minLength: 6,
        maxLength: 6,
      }),
    ),
    phrase: anyText,
    source: fc.constantFrom("input", "suggested", "none"),
    suggestions: fc.array(anyText, { maxLength: 25 }),
    title: fc.option(anyText, { nil: null }),
    canonical: fc.option(anyText, { nil: null }),
  })
  .map(({ url, scores, buckets, findings, lighthouse, phrase, source, suggestions, title, canonical }) => {
    const [content = null, google = null, ai = null, technical = null, experience = null, svc = null] = scores
    const [failed = 0, review = 0, extras = 0, passed = 0, notApplicable = 0, unavailable = 0] = buckets
    const figures = (offset: number) => ({
      performance: lighthouse?.[offset] ?? null,
      accessibility: lighthouse?.[offset + 1] ?? null,
      seo: lighthouse?.[offset + 2] ?? null,
    })
    return {
      version: 1,
      url,
      scannedAt: "2026-11-22T10:15:30.123Z",
      score: {
        svc: svc === null || content === null ? svc : Math.min(svc, content + 15),
        parts: { content, google, ai, technical, experience },
        seo: scores[6] ?? null,
        geo: scores[7] ?? null,
        html: scores[8] ?? null,
      },
      summary: {
        failed,
        review,
        extras,
        passed,
        notApplicable,
        unavailable,
        total: failed + review + extras + passed + notApplicable + unavailable,
        checksEvaluated: failed + passed,
      },
      findings,
      ...(lighthouse === null ? {} : { performance: { mobile: figures(0), desktop: figures(3) } }),
      query: { primary: phrase, source, score: scores[0] ?? null, suggestions },
      unmeasured: lighthouse === null ? ["performance"] : [],
      page: {
        title,
        description: title,
        language: "sk",
        canonical,
        responseTimeMs: 120,
        wordCount: { main: 10, total: 20 },
        pageType: "other",
      },
    } satisfies Result
  })

/** Any site figures the contract accepts. */
export const anySite: fc.Arbitrary<Site> = fc.record({
  addresses: fc.integer({ min: 1, max: 10 }),
  uniquePages: fc.integer({ min: 1, max: 10 }),
  meanScore: score,
  score,
  cappedBy: fc.option(anyText, { nil: null }),
  issues: fc.array(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 40 }),
      label: anyText,
      level: fc.constantFrom(...levels),
      evidence: anyText,
      fix: anyText,
      pages: fc.array(anyText, { maxLength: 14 }),
    }),
    { maxLength: 6 },
  ),
})

/** What a report renderer takes: any result, any site figures or none, and a locale. */
export const anyReportInput: fc.Arbitrary<readonly [Result, Site | undefined, Locale]> = fc.tuple(
  anyResult,
  fc.option(anySite, { nil: undefined }),
  fc.constantFrom("en", "sk", "es"),
)
