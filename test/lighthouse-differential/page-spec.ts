// The traits of a generated page that decide Lighthouse 12.8.2's ten SEO audits, and a fast-check
// arbitrary over them. A spec is plain JSON: the record stores it and `renderPage` rebuilds the page from it.
import fc from "fast-check"

const oneOf = <const T extends string>(...values: T[]) => fc.constantFrom(...values)

export const STATUSES = [200, 200, 200, 200, 200, 200, 203, 403, 404, 410, 500, 503] as const
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const
export const PATHS = ["/", "/shop/bread.html", "/private/page", "/blog/2024/post?id=7"] as const

export const ROBOTS_DIRECTIVES = [
  "noindex",
  "none",
  "nofollow",
  "noindex, nofollow",
  "all",
  "index, follow",
  "NOINDEX",
  "max-snippet: 20",
  "unavailable_after: 1 Jan 2000 00:00:00 GMT",
  "unavailable_after: 1 Jan 2999 00:00:00 GMT",
] as const
export const ROBOTS_BOTS = ["", "googlebot", "bingbot", "otherbot", "GoogleBot"] as const

export const TITLES = [
  "head",
  "missing",
  "empty",
  "whitespace",
  "nbsp",
  "body",
  "noscript",
  "two",
  "twoFirstEmpty",
  "upper",
  "svgOnly",
] as const
export const DESCRIPTIONS = [
  "head",
  "missing",
  "empty",
  "whitespace",
  "noContent",
  "body",
  "noscript",
  "two",
  "twoFirstEmpty",
  "upperName",
  "upperTag",
  "property",
  "nbsp",
] as const
export const CANONICALS = [
  "none",
  "self",
  "relativeSelf",
  "relativeOther",
  "conflicting",
  "twoSame",
  "invalid",
  "protocolRelative",
  "otherOrigin",
  "root",
  "fragment",
  "header",
  "headerConflict",
  "headerOther",
  "body",
  "empty",
] as const
export const HREFLANG_CODES = [
  "en",
  "en-US",
  "en_US",
  "eng",
  "de-DE",
  "de-XX",
  "x-default",
  "zz",
  "en-UK",
  "fr-CA",
  "EN-us",
  "es-419",
  "zh-Hant-TW",
  "123",
  "",
] as const
export const HREFLANG_HREFS = ["absolute", "relative", "protocolRelative", "self", "empty"] as const
export const HREFLANG_PLACES = ["head", "header", "body"] as const

/** Link texts Lighthouse's `link-text` blocks (several languages) and descriptive ones. */
export const LINK_TEXTS = [
  "click here",
  "Click Here",
  "  here  ",
  "read more",
  "learn more",
  "more",
  "start",
  "this",
  "Fresh sourdough bread",
  "Our opening hours",
  "klicken Sie hier",
  "hier klicken",
  "weiterlesen",
  "cliquez ici",
  "en savoir plus",
  "más información",
  "aquí",
  "clique aqui",
  "veja mais",
  "läs mer",
  "ここをクリック",
  "続きを読む",
  "자세히 보기",
  "اینجا کلیک کنید",
  "மேலும் அறிக",
  "Rye and spelt loaves",
  "",
] as const
export const LINK_KINDS = [
  "plain",
  "plain",
  "shadow",
  "svg",
  "ariaLabel",
  "image",
  "nofollow",
  "javascript",
  "fragment",
  "otherOrigin",
  "wrapped",
] as const
export const ANCHOR_KINDS = [
  "ok",
  "javascriptVoid",
  "javascript",
  "onclickNoHref",
  "emptyHref",
  "hash",
  "hashTop",
  "mailto",
  "tel",
  "file",
  "spaces",
  "nameOnly",
  "roleButton",
  "ftp",
  "invalidUrl",
  "handlerOnWrapper",
] as const
export const IMAGE_ALTS = [
  "ok",
  "missing",
  "empty",
  "whitespace",
  "presentation",
  "ariaLabel",
  "hidden",
  "filename",
] as const
export const ROBOTS_LINES = [
  "uaAll",
  "uaGooglebot",
  "uaOther",
  "allowAll",
  "disallowAll",
  "disallowPage",
  "disallowPattern",
  "allowPage",
  "sitemapAbsolute",
  "sitemapRelative",
  "unknownDirective",
  "noColon",
  "comment",
  "blank",
  "crawlDelay",
  "allowNoSlash",
  "uaEmpty",
] as const
/** The lines Lighthouse's robots-txt audit finds fault with: rarer, so that the audit often passes. */
const INVALID_ROBOTS_LINES = [
  "sitemapRelative",
  "unknownDirective",
  "noColon",
  "allowNoSlash",
  "uaEmpty",
] as const
const robotsLine = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      ...ROBOTS_LINES.filter((line) => !(INVALID_ROBOTS_LINES as ReadonlyArray<string>).includes(line)),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_ROBOTS_LINES) },
)
export const ROBOTS_KINDS = ["file", "file", "file", "missing", "serverError", "forbidden"] as const

export interface RobotsRule {
  readonly bot: (typeof ROBOTS_BOTS)[number]
  readonly directive: (typeof ROBOTS_DIRECTIVES)[number]
}

export interface PageSpec {
  readonly path: (typeof PATHS)[number]
  readonly status: (typeof STATUSES)[number]
  /** Redirects before the page: each hop's status, in order (empty: the page answers at once). */
  readonly redirects: ReadonlyArray<(typeof REDIRECT_STATUSES)[number]>
  readonly longText: boolean
  readonly xRobotsTag: ReadonlyArray<RobotsRule>
  readonly metaRobots: ReadonlyArray<RobotsRule & { readonly inBody: boolean }>
  readonly title: (typeof TITLES)[number]
  readonly description: (typeof DESCRIPTIONS)[number]
  readonly canonical: (typeof CANONICALS)[number]
  readonly hreflang: ReadonlyArray<{
    readonly code: (typeof HREFLANG_CODES)[number]
    readonly href: (typeof HREFLANG_HREFS)[number]
    readonly place: (typeof HREFLANG_PLACES)[number]
  }>
  readonly links: ReadonlyArray<{
    readonly text: (typeof LINK_TEXTS)[number]
    readonly kind: (typeof LINK_KINDS)[number]
  }>
  readonly anchors: ReadonlyArray<(typeof ANCHOR_KINDS)[number]>
  readonly images: ReadonlyArray<(typeof IMAGE_ALTS)[number]>
  readonly robots: {
    readonly kind: (typeof ROBOTS_KINDS)[number]
    /** Whether the file opens with `User-agent: *` before the generated lines. */
    readonly agentFirst: boolean
    readonly bom: boolean
    readonly crlf: boolean
    readonly lines: ReadonlyArray<(typeof ROBOTS_LINES)[number]>
  }
}

const robotsRule = fc.record({ bot: oneOf(...ROBOTS_BOTS), directive: oneOf(...ROBOTS_DIRECTIVES) })

/** Most pages carry few defects, so that each audit passes often enough to be tested both ways. */
const few = <T>(item: fc.Arbitrary<T>, max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant<T[]>([]) },
    { weight: 3, arbitrary: fc.array(item, { maxLength: max }) },
  )

export const pageSpec: fc.Arbitrary<PageSpec> = fc.record({
  path: oneOf(...PATHS),
  status: fc.constantFrom(...STATUSES),
  redirects: fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...REDIRECT_STATUSES), { minLength: 1, maxLength: 3 }) },
  ),
  longText: fc.boolean(),
  xRobotsTag: few(robotsRule, 2),
  metaRobots: few(
    fc.record({ bot: oneOf(...ROBOTS_BOTS), directive: oneOf(...ROBOTS_DIRECTIVES), inBody: fc.boolean() }),
    2,
  ),
  title: fc.oneof(
    { weight: 3, arbitrary: fc.constant("head" as const) },
    { weight: 4, arbitrary: oneOf(...TITLES) },
  ),
  description: fc.oneof(
    { weight: 3, arbitrary: fc.constant("head" as const) },
    { weight: 4, arbitrary: oneOf(...DESCRIPTIONS) },
  ),
  canonical: oneOf(...CANONICALS),
  hreflang: few(
    fc.record({
      code: oneOf(...HREFLANG_CODES),
      href: oneOf(...HREFLANG_HREFS),
      place: oneOf(...HREFLANG_PLACES),
    }),
    3,
  ),
  links: fc.array(fc.record({ text: oneOf(...LINK_TEXTS), kind: oneOf(...LINK_KINDS) }), { maxLength: 4 }),
  anchors: few(oneOf(...ANCHOR_KINDS), 3),
  images: few(oneOf(...IMAGE_ALTS), 3),
  robots: fc.record({
    kind: oneOf(...ROBOTS_KINDS),
    agentFirst: fc.oneof(
      { weight: 3, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    bom: fc.boolean(),
    crlf: fc.boolean(),
    lines: fc.array(robotsLine, { maxLength: 6 }),
  }),
})

/** `count` page specs, the same for the same seed. */
export const generatePageSpecs = (seed: number, count: number): PageSpec[] =>
  fc.sample(pageSpec, { seed, numRuns: count })
