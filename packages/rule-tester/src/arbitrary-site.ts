import type { SiteFacts } from "@svc/core"
import fc from "fast-check"
import { type TestPage, testSite } from "./test-site"

const PATHS = ["/", "/a", "/b", "/c", "/d", "/e", "/f", "/missing", "http://example.com/a", "/a?x=1"]
const TEXTS = [
  null,
  "one two three four five six seven",
  "one two three four five six seven eight",
  "a short text",
]

const arbitraryPage = (url: string): fc.Arbitrary<TestPage> =>
  fc.record({
    url: fc.constant(url),
    status: fc.constantFrom<number | null>(200, 200, 200, 404, 500, 301, null),
    redirectsTo: fc.array(fc.constantFrom(...PATHS), { maxLength: 3 }),
    canonical: fc.option(fc.constantFrom(...PATHS), { nil: null }),
    noindex: fc.boolean(),
    nofollow: fc.boolean(),
    title: fc.constantFrom<string | null>("Home", "Other", null),
    description: fc.constantFrom<string | null>("Same", null, url),
    h1: fc.constantFrom<string | null>("Heading", null),
    alternates: fc.dictionary(fc.constantFrom("en", "sk", "x-default", "de-AT"), fc.constantFrom(...PATHS), {
      maxKeys: 3,
    }),
    links: fc.array(
      fc.oneof(
        fc.constantFrom(...PATHS),
        fc.record({
          url: fc.constantFrom(...PATHS),
          nofollow: fc.boolean(),
          line: fc.option(fc.nat(500), { nil: null }),
        }),
      ),
      { maxLength: 6 },
    ),
    text: fc.constantFrom(...TEXTS),
  })

/** Any small site: pages of every status, redirects (loops too), duplicates, broken and nofollow links, stray sitemap and llms.txt entries. */
export const arbitrarySite: fc.Arbitrary<SiteFacts> = fc
  .uniqueArray(fc.constantFrom(...PATHS.filter((path) => path !== "/missing")), {
    minLength: 1,
    maxLength: 7,
  })
  .chain((urls) =>
    fc.record({
      pages: fc.tuple(...urls.map(arbitraryPage)),
      sitemap: fc.subarray(PATHS),
      blocked: fc.subarray(["/private", "/a"]),
      llms: fc.option(
        fc.array(
          fc.record({
            url: fc.constantFrom(...PATHS),
            status: fc.constantFrom<number | null>(200, 404, null),
            blocked: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        { nil: null },
      ),
    }),
  )
  .map(({ pages, sitemap, blocked, llms }) =>
    testSite(pages, {
      sitemap,
      robotsBlocked: blocked.map((url) => ({ url, linkedFrom: [pages[0]?.url ?? "/"] })),
      llmsTxt: llms === null ? null : { listed: llms },
    }),
  )

/** A text of its own for page `index`: no word of it appears on another page. */
const ownText = (index: number): string =>
  Array.from({ length: 60 }, (_, word) => `p${index}w${word}`).join(" ")

/**
 * A clean site: every page reachable from the start page in at most 4 followed clicks, answering 200
 * at its own address, indexable, in the sitemap, with a title, description, H1 and main text of its
 * own; nofollow links only beside followed ones; hreflang (when any) answered both ways with an
 * x-default; llms.txt (when any) listing working pages. No site rule may find anything on it.
 */
export const arbitraryCleanSite: fc.Arbitrary<SiteFacts> = fc
  .integer({ min: 1, max: 14 })
  .chain((count) =>
    fc.record({
      count: fc.constant(count),
      parents: fc.array(fc.nat(1000), { minLength: count, maxLength: count }),
      extra: fc.array(fc.record({ from: fc.nat(count - 1), to: fc.nat(count - 1), nofollow: fc.boolean() }), {
        maxLength: 20,
      }),
      hreflang: fc.boolean(),
      llms: fc.boolean(),
    }),
  )
  .map(({ count, parents, extra, hreflang, llms }) => {
    const path = (index: number) => (index === 0 ? "/" : `/page-${index}`)
    const depth = [0]
    const links: string[][] = Array.from({ length: count }, () => [])
    for (let index = 1; index < count; index++) {
      const chosen = (parents[index] ?? 0) % index
      const parent = (depth[chosen] ?? 0) < 4 ? chosen : 0
      depth[index] = (depth[parent] ?? 0) + 1
      links[parent]?.push(path(index))
    }
    const nofollowLinks: string[][] = Array.from({ length: count }, () => [])
    for (const link of extra)
      if (link.from !== link.to) (link.nofollow ? nofollowLinks : links)[link.from]?.push(path(link.to))
    const pair = hreflang && count >= 2
    const alternates = { en: path(0), sk: path(1), "x-default": path(0) }
    const pages: TestPage[] = Array.from({ length: count }, (_, index) => ({
      url: path(index),
      links: [
        ...(links[index] ?? []),
        ...(nofollowLinks[index] ?? []).map((url) => ({ url, nofollow: true })),
      ],
      text: ownText(index),
      ...(pair && index <= 1 ? { alternates } : {}),
    }))
    return testSite(pages, {
      llmsTxt: llms ? { listed: pages.map((page) => ({ url: page.url, status: 200 })) } : null,
    })
  })
