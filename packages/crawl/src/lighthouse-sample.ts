import { Effect, Ref } from "effect"

/**
 * Whether the page about to be audited is one of the `size` a crawl measures with Lighthouse: yes for
 * the first `size` pages audited in this run, no after. The frontier is leased shallowest first (then
 * in the order links were found), so they are the start page and the pages it links to first — the
 * home page and its main navigation, the pages a site's visitors land on most. Counted per run: a
 * resumed crawl measures its own sample of what is left.
 */
export const lighthouseSampler = (size: number): Effect.Effect<Effect.Effect<boolean>> =>
  Effect.map(Ref.make(0), (taken) =>
    size <= 0
      ? Effect.succeed(false)
      : Ref.modify(taken, (count) => (count < size ? [true, count + 1] : [false, count])),
  )
