import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { settleCrawlOptions } from "../src"
import { resumedOptions } from "../src/resumed-options"

const stored = Effect.runSync(settleCrawlOptions({ maxPages: 8, include: ["/blog/**"], scope: "site" }))
const resume = (asked: Parameters<typeof resumedOptions>[1]) =>
  Effect.runSync(Effect.either(resumedOptions(stored, asked)))

describe("resumedOptions", () => {
  it("keeps the crawl's options, but for the bounds asked for, and says each change", () => {
    const resumed = resume({
      maxPages: 50,
      maxDepth: 3,
      maxDurationMs: 60_000,
      include: [],
      scope: undefined,
    })
    expect(Either.getOrThrow(resumed)).toEqual({
      options: { ...stored, maxPages: 50, maxDepth: 3, maxDurationMs: 60_000 },
      changes: ["maxPages 50 (was 8)", "maxDepth 3 (was none)", "maxDurationMs 60000 (was none)"],
    })
    expect(Either.getOrThrow(resume(undefined))).toEqual({ options: stored, changes: [] })
    expect(Either.getOrThrow(resume({ maxPages: 8, scope: "site", include: ["/blog/**"] })).changes).toEqual(
      [],
    )
  })

  it("refuses another scope, glob or concurrency, and a bad bound, naming it", () => {
    for (const [asked, named] of [
      [{ scope: "host" }, "scope"],
      [{ exclude: ["/tag/**"] }, "exclude"],
      [{ include: ["/shop/**"] }, "include"],
      [{ concurrency: 4 }, "concurrency"],
      [{ dropQuery: true }, "dropQuery"],
    ] as const) {
      const refused = resume(asked)
      expect(Either.isLeft(refused) && refused.left.message).toContain(`keeps the ${named} it began with`)
    }
    const bad = resume({ maxPages: 0 })
    expect(Either.isLeft(bad) && bad.left.message).toContain("maxPages must be a whole number")
  })
})
