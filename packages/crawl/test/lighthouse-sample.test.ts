import { fc, test } from "@fast-check/vitest"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { settleCrawlOptions } from "../src/crawl-options"
import { lighthouseSampler } from "../src/lighthouse-sample"

describe("the Lighthouse sample of a crawl", () => {
  test.prop([fc.integer({ min: -3, max: 60 }), fc.integer({ min: 0, max: 80 })])(
    "answers yes to the first N pages asked and no after, however many are asked",
    (size, asked) => {
      const answers = Effect.runSync(
        Effect.flatMap(lighthouseSampler(size), (inSample) =>
          Effect.all(Array.from({ length: asked }, () => inSample)),
        ),
      )
      const measured = Math.min(Math.max(size, 0), asked)
      expect(answers).toEqual([...Array(measured).fill(true), ...Array(asked - measured).fill(false)])
    },
  )

  it("is 0 by default and refuses more than 50 or a fraction with InvalidRequest", () => {
    expect(Effect.runSync(settleCrawlOptions({})).lighthouseSample).toBe(0)
    expect(Effect.runSync(settleCrawlOptions({ lighthouseSample: 50 })).lighthouseSample).toBe(50)
    for (const bad of [51, -1, 1.5]) {
      const refused = Effect.runSync(Effect.flip(settleCrawlOptions({ lighthouseSample: bad })))
      expect(refused._tag).toBe("InvalidRequest")
      expect(refused.message).toBe("lighthouseSample must be a whole number from 0 to 50.")
    }
  })
})
