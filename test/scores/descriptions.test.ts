// Issue 36: a page that loses both of its two meta descriptions (the "multiple" defect replaced by
// "missing") never scores better than with two — on a thin page too, where `meta-description` is gated
// and `meta-description-multiple`'s pass would otherwise earn what its failure cost.
import type { Result } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { generatedPage } from "../../bench/generated-page"
import { auditPage } from "./audit-page"

const TWO =
  '<meta name="description" content="Sourdough, rye and spelt loaves baked every morning in our town bakery."><meta name="description" content="Fresh bread delivered across town before breakfast, every day of the week.">'

const withDescriptions = (html: string, descriptions: string): string =>
  html
    .replace(/<meta\b[^>]*name\s*=\s*["']?description["']?[^>]*>/gi, "")
    .replace(/<head\b[^>]*>/i, (head) => head + descriptions)

const scores = (result: Result) => ({ main: result.score.svc ?? 0, google: result.score.parts.google ?? 0 })

const pages = {
  thin: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening hours of the bakery</title></head><body><h1>Opening hours</h1><p>Open daily from seven to six.</p></body></html>',
  long: generatedPage(12_000, 1),
}

describe("two descriptions lost", () => {
  it.each(Object.entries(pages))(
    "on a %s page: neither the main score nor the google part rises",
    (_, html) => {
      const two = scores(auditPage(withDescriptions(html, TWO)))
      const none = scores(auditPage(withDescriptions(html, "")))
      expect(none.main).toBeLessThanOrEqual(two.main)
      expect(none.google).toBeLessThanOrEqual(two.google)
    },
  )
})
