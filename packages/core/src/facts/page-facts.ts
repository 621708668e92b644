import type { PageType, SourceLocation } from "@svc/contract"
import type {
  CitationFacts,
  HiddenText,
  NosnippetFacts,
  Quotation,
  RenderingFacts,
  SchemaNodeFacts,
  Section,
  StatisticFacts,
  TableFact,
} from "./ai-readiness-facts"

/**
 * PageFacts: everything rules may read. Each key is produced by one extractor (see `extractors.ts`);
 * a rule declares the keys it reads in `requires` and receives only those. Rules never change a fact
 * (the rule tester runs them over deep-frozen facts, so one that does fails its tests).
 * Facts are plain readonly data with a few pure lookup helpers; rules never walk a DOM.
 */
export interface PageFacts {
  readonly http: HttpFacts
  readonly document: DocumentFacts
  readonly head: HeadFacts
  readonly headings: ReadonlyArray<Heading>
  readonly links: ReadonlyArray<LinkFact>
  readonly images: ReadonlyArray<ImageFact>
  readonly scripts: ReadonlyArray<ScriptFact>
  readonly stylesheets: ReadonlyArray<StylesheetFact>
  readonly structuredData: StructuredDataFacts
  readonly content: ContentFacts
  readonly language: LanguageFacts
  readonly pageType: PageTypeFact
  readonly robots: RobotsFacts
  readonly sitemap: SitemapFacts
  readonly llms: LlmsFacts
  readonly query: QueryFacts
  // How well AI search can read, chunk, quote and attribute the page (types in ai-readiness-facts.ts).
  readonly sections: ReadonlyArray<Section>
  readonly statistics: StatisticFacts
  readonly quotations: ReadonlyArray<Quotation>
  readonly citations: CitationFacts
  readonly tables: ReadonlyArray<TableFact>
  readonly rendering: RenderingFacts
  readonly nosnippet: NosnippetFacts
  readonly hiddenText: ReadonlyArray<HiddenText>
  readonly schemaNodes: SchemaNodeFacts
  readonly dates: DateFacts
}

export type FactKey = keyof PageFacts

/** A source location (1-based line and column) in the fetched HTML. */
export type Location = SourceLocation

// ─── HTTP ──────────────────────────────────────────────────────────────────────────────────────────

/** The http:// address of the page or its site, as {@link HttpFacts.httpVersion} describes it. */
export type HttpVersionFacts =
  | {
      readonly state: "answered"
      readonly url: string
      readonly finalUrl: string
      readonly status: number
      readonly redirects: ReadonlyArray<{
        readonly url: string
        readonly status: number
        readonly location: string
      }>
    }
  | { readonly state: "failed"; readonly url: string; readonly reason: string }
  | { readonly state: "notFetched"; readonly reason: string }

export interface HttpFacts {
  readonly requestedUrl: string
  readonly finalUrl: string
  /** The final URL, parsed. */
  readonly url: UrlFacts
  readonly status: number
  readonly redirects: ReadonlyArray<{
    readonly url: string
    readonly status: number
    readonly location: string
  }>
  /** Header value by case-insensitive name (repeated headers joined with ", "). */
  readonly header: (name: string) => string | undefined
  readonly headers: Readonly<Record<string, string>>
  /** Parsed `Content-Type`; null when missing. */
  readonly contentType: { readonly mediaType: string; readonly charset: string | null } | null
  readonly isHtml: boolean
  readonly responseTimeMs: number
  /** When the page was fetched (ISO 8601): the "now" of time-dependent directives such as `unavailable_after`. */
  readonly fetchedAt: string
  /** Size of the body in UTF-8 bytes. */
  readonly bodyBytes: number
  /** The first 1,024 characters of the body as received (a byte-order mark kept): what encoding sniffers read. */
  readonly bodyStart: string
  /** Every `X-Robots-Tag` value, split per header line/comma group, with an optional `ua:` prefix. */
  readonly xRobotsTag: ReadonlyArray<{
    readonly userAgent: string | null
    readonly directives: ReadonlyArray<string>
  }>
  /**
   * What the site's http:// address answered: the page's own fetch when the audit started on http://,
   * else the probe of the site's http:// home beside a page on https://; `notFetched` with why when
   * nobody asked.
   */
  readonly httpVersion: HttpVersionFacts
  /** Entries of the `Link` header(s). */
  readonly linkHeader: ReadonlyArray<{
    /** The URI between `<` and `>`, as sent. */
    readonly href: string
    /** `href` resolved against the final URL; the raw `href` when it cannot be resolved. */
    readonly url: string
    readonly rel: ReadonlyArray<string>
    readonly hreflang: string | null
    readonly type: string | null
  }>
}

export interface UrlFacts {
  readonly href: string
  readonly protocol: string
  readonly host: string
  readonly hostname: string
  readonly origin: string
  readonly pathname: string
  readonly search: string
  /** eTLD+1 from the Public Suffix List, private section included (`alice.github.io`); null for IP literals and unknown suffixes. */
  readonly registrableDomain: string | null
  readonly isHttps: boolean
}

// ─── Document ──────────────────────────────────────────────────────────────────────────────────────

export interface DocumentFacts {
  readonly doctype: {
    readonly name: string
    readonly publicId: string
    readonly systemId: string
    readonly location: Location
  } | null
  /** parse5's document mode: "no-quirks", "quirks" or "limited-quirks". */
  readonly mode: string
  readonly html: {
    readonly lang: string | null
    readonly xmlLang: string | null
    readonly dir: string | null
    readonly location: Location | null
  }
  /** Parse errors reported by parse5, in source order (code is parse5's, e.g. "missing-doctype"). */
  readonly parseErrors: ReadonlyArray<{ readonly code: string; readonly location: Location }>
  /** `id` values used more than once, each with every place it appears. */
  readonly duplicateIds: ReadonlyArray<{ readonly id: string; readonly locations: ReadonlyArray<Location> }>
  /** `for` targets of `<label>` elements, and the ids ARIA attributes reference (aria-labelledby, aria-describedby, aria-controls, aria-owns, …). */
  readonly idReferences: ReadonlyArray<{
    readonly id: string
    readonly attribute: string
    readonly location: Location
  }>
  readonly iframes: ReadonlyArray<{
    readonly src: string | null
    readonly title: string | null
    readonly location: Location
  }>
  readonly forms: ReadonlyArray<{
    readonly action: string | null
    readonly method: string | null
    /** True when the form holds an `<input type="password">`: a sign-in (or sign-up) form. */
    readonly asksForPassword: boolean
    readonly location: Location
  }>
  /** `<meta charset>` and `<meta http-equiv=content-type>` declarations, with their byte offset. */
  readonly charsetDeclarations: ReadonlyArray<{
    readonly charset: string
    readonly location: Location
    readonly byteOffset: number
  }>
  readonly elementCount: number
  readonly maxDepth: number
  /**
   * Where the audit stopped reading a page of more elements and comments than it reads (400,000,
   * `MAX_NODES`): the facts are those of the page up to there. Null when the page was read whole.
   */
  readonly readCut: {
    readonly location: Location
    /** Characters of the page read (of the decoded text). */
    readonly offset: number
    readonly nodes: number
  } | null
  /** True when the body starts with a UTF-8 BOM (stripped before parsing). */
  readonly hadBom: boolean
  /** The elements of `<body>` as Lighthouse's DOM statistics count them (template contents excluded). */
  readonly bodyStats: {
    /** Elements inside `<body>`, `<body>` itself not counted. */
    readonly elements: number
    /** Deepest nesting, `<body>` being depth 1. */
    readonly maxDepth: number
    /** Most child elements of one element (`<body>` included). */
    readonly maxChildren: number
  }
  /** The first element or non-blank text the parser placed in `<body>`: where `<head>` ended. */
  readonly bodyStart: {
    /** Tag name, or null for text. */
    readonly tag: string | null
    /** The text (trimmed, first 80 characters), or null for an element. */
    readonly text: string | null
    readonly location: Location
    /** The parser created the element without a start tag in the source. */
    readonly implied: boolean
  } | null
  /** Elements and comments left open at the end of the file: each swallowed everything after it. */
  readonly unterminated: ReadonlyArray<{
    /** Tag name (`title`, `textarea`, `script`, `style`, …), or `#comment`. */
    readonly tag: string
    readonly location: Location
    /** Characters of the source swallowed. */
    readonly characters: number
  }>
  /** HTML elements by tag name (template contents, SVG and MathML excluded): how many, and where the first is. */
  readonly tags: Readonly<Record<string, { readonly count: number; readonly first: Location }>>
  /** Elements other than `<html>` carrying `lang` or `xml:lang`. */
  readonly langAttributes: ReadonlyArray<{
    readonly tag: string
    readonly lang: string | null
    readonly xmlLang: string | null
    /** It holds visible text that no nested `lang` element claims. */
    readonly hasText: boolean
    readonly location: Location
  }>
  /** Every URL the browser loads because of the HTML itself, in source order. */
  readonly subresources: ReadonlyArray<Subresource>
}

/** A URL the page's HTML makes the browser load. */
export interface Subresource {
  readonly tag: string
  readonly attribute: string
  /** The reference as written (one candidate of a `srcset`). */
  readonly raw: string
  /** Resolved against the base URL; null when it cannot be parsed. */
  readonly url: string | null
  /**
   * What it is: `script`, `stylesheet`, `frame`, `object`, `preload` (blockable, "active" mixed content),
   * `image`, `media`, `icon` (upgradeable, "passive" mixed content).
   */
  readonly kind: "script" | "stylesheet" | "frame" | "object" | "preload" | "image" | "media" | "icon"
  readonly location: Location
}

// ─── Head ──────────────────────────────────────────────────────────────────────────────────────────

export interface MetaTag {
  readonly name: string | null
  readonly property: string | null
  readonly httpEquiv: string | null
  readonly charset: string | null
  readonly content: string | null
  readonly location: Location
  /** False when the tag ended up in <body> (parse5 moved it there, so browsers and crawlers ignore it). */
  readonly inHead: boolean
}

export interface LinkTag {
  /** Lower-cased `rel` tokens. */
  readonly rel: ReadonlyArray<string>
  /** The `rel` attribute as written; null when absent (Lighthouse compares it whole, e.g. `=== "canonical"`). */
  readonly relAttribute: string | null
  readonly href: string | null
  /** `href` resolved against the base URL; null when absent or unparseable. */
  readonly url: string | null
  readonly hreflang: string | null
  readonly type: string | null
  readonly media: string | null
  readonly as: string | null
  readonly sizes: string | null
  readonly location: Location
  readonly inHead: boolean
}

export interface TitleTag {
  readonly text: string
  readonly location: Location
  readonly inHead: boolean
}

export interface HeadFacts {
  /** Every `<title>` outside SVG, in source order. */
  readonly titles: ReadonlyArray<TitleTag>
  /** Text of the first `<title>` in <head>, trimmed and white-space collapsed; null when none. */
  readonly title: string | null
  readonly metas: ReadonlyArray<MetaTag>
  readonly links: ReadonlyArray<LinkTag>
  /** First `<meta name>` in <head> (case-insensitive name). */
  readonly meta: (name: string) => MetaTag | undefined
  /** Every `<meta name>` in <head> with that name. */
  readonly metasNamed: (name: string) => ReadonlyArray<MetaTag>
  /** First `<meta property>` in <head> (Open Graph etc.). */
  readonly property: (property: string) => MetaTag | undefined
  /** First `<meta http-equiv>` in <head>. */
  readonly httpEquiv: (name: string) => MetaTag | undefined
  /** `<link>` elements in <head> having this rel token. */
  readonly linksWithRel: (rel: string) => ReadonlyArray<LinkTag>
  readonly base: { readonly href: string; readonly location: Location } | null
  /** The URL relative references resolve against (final URL, or `<base href>`). */
  readonly baseUrl: string
}

// ─── Body structure ────────────────────────────────────────────────────────────────────────────────

export interface Heading {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6
  readonly text: string
  readonly location: Location
  readonly inMain: boolean
  /** Has `hidden` or `aria-hidden="true"` on itself or an ancestor. */
  readonly hidden: boolean
}

export interface LinkFact {
  /**
   * An SVG `<a>` rather than HTML's: its target is `href`, else `xlink:href`, and its `text` and
   * `renderedText` are its whole text content (SVG has no `innerText`), as Lighthouse reads them.
   */
  readonly svg: boolean
  /** The raw `href` attribute (of an SVG link, `xlink:href` without one); null when the anchor has none. */
  readonly href: string | null
  /** `href` resolved against the base URL; null when absent or unparseable. */
  readonly url: string | null
  /** Text content, white space collapsed and trimmed. */
  readonly text: string
  /** Accessible-name fallbacks: aria-label, title, alt texts of images inside. */
  readonly ariaLabel: string | null
  readonly title: string | null
  readonly imageAlts: ReadonlyArray<string>
  readonly rel: ReadonlyArray<string>
  /** Same registrable domain (or same host for IP literals) as the page. */
  readonly internal: boolean
  /** Only the fragment differs from the page URL. */
  readonly samePage: boolean
  readonly attributes: Readonly<Record<string, string>>
  /** Nearest `lang` of the anchor or an ancestor. */
  readonly lang: string | null
  readonly inMain: boolean
  readonly hidden: boolean
  readonly location: Location
  /**
   * The text a browser's `innerText` gives: descendants that are not rendered (`hidden`, inline
   * `display: none` / `visibility: hidden`) left out, white space collapsed except no-break spaces,
   * a line break for `<br>` and block elements. For an anchor that is itself not rendered, its whole
   * text content as written (as `innerText` falls back to). Not trimmed.
   */
  readonly renderedText: string
  /**
   * The language of the link text as Lighthouse determines it: the `lang` of the descendants that hold
   * text when their primary subtags agree, else (no such descendant) the nearest `lang` attribute as
   * written; null when there is none, it is empty, or the descendants disagree.
   */
  readonly textLang: string | null
  /** An ancestor carries an inline event handler attribute (`onclick`, …), as a click handler on a wrapper. */
  readonly ancestorHasEventHandler: boolean
}

export interface ImageFact {
  readonly src: string | null
  readonly url: string | null
  readonly srcset: string | null
  /** null when the `alt` attribute is absent; "" when present and empty. */
  readonly alt: string | null
  readonly attributes: Readonly<Record<string, string>>
  readonly width: string | null
  readonly height: string | null
  readonly loading: string | null
  readonly inPicture: boolean
  readonly inLink: boolean
  readonly inMain: boolean
  readonly hidden: boolean
  readonly location: Location
  /** The text of the elements `aria-labelledby` names (their `aria-label`, else their text); null without the attribute. */
  readonly labelledByText: string | null
}

export interface ScriptFact {
  readonly src: string | null
  readonly url: string | null
  readonly type: string | null
  readonly async: boolean
  readonly defer: boolean
  readonly module: boolean
  readonly inHead: boolean
  /** Length of inline source text, 0 for external scripts. */
  readonly inlineLength: number
  readonly location: Location
}

export interface StylesheetFact {
  readonly href: string | null
  readonly url: string | null
  readonly media: string | null
  readonly inline: boolean
  /** Length of an inline `<style>`'s text, 0 for linked stylesheets. */
  readonly inlineLength: number
  /** The `disabled` attribute is present (a linked stylesheet that is not applied or fetched). */
  readonly disabled: boolean
  readonly inHead: boolean
  readonly location: Location
}

// ─── Structured data ───────────────────────────────────────────────────────────────────────────────

/** An object of a JSON-LD block and the property it is the value of (null at the top level and in a top-level `@graph`). */
export interface JsonLdObject {
  readonly value: Readonly<Record<string, unknown>>
  readonly via: string | null
}

export interface JsonLdBlock {
  readonly location: Location
  readonly raw: string
  /** The parsed value; undefined when it did not parse. */
  readonly value: unknown
  /** The JSON.parse message when it did not parse. */
  readonly error: string | null
  /** Every object of the block in document order, as `walkJsonLd` visits it (the one walk of the block). */
  readonly objects: ReadonlyArray<JsonLdObject>
  /** The block's node objects at the top level (the root, array items and `@graph` members). */
  readonly nodes: ReadonlyArray<Readonly<Record<string, unknown>>>
  /** Every `@type` of those nodes. */
  readonly types: ReadonlyArray<string>
}

export interface StructuredDataFacts {
  readonly jsonLd: ReadonlyArray<JsonLdBlock>
  /** `itemtype` values of microdata. */
  readonly microdataTypes: ReadonlyArray<string>
  /** Every schema.org type seen in JSON-LD or microdata (without the schema.org prefix). */
  readonly types: ReadonlyArray<string>
}

// ─── Content ───────────────────────────────────────────────────────────────────────────────────────

export interface TextBlock {
  /** The block element: p, li, h1–h6, td, blockquote, pre, dd, dt, figcaption, div (text directly inside)… */
  readonly tag: string
  readonly text: string
  readonly words: number
  readonly inMain: boolean
  readonly location: Location
}

export interface ContentFacts {
  /** Visible text blocks in source order (script, style, template, noscript, hidden excluded). */
  readonly blocks: ReadonlyArray<TextBlock>
  /** The main region as Readability reads it, e.g. "div#content", "article.post + 1 sibling", "body". */
  readonly mainRegion: string
  /** The main content's text, blocks joined with blank lines. */
  readonly mainText: string
  readonly wordCount: { readonly main: number; readonly total: number }
  /** Visible author bylines (`rel=author`, `itemprop=author`, byline/author classes), at most five. */
  readonly bylines: ReadonlyArray<Byline>
}

export interface Byline {
  /** The byline's text, or the text block around it. */
  readonly text: string
  /** What marked it, e.g. 'rel="author"', 'class="byline"'. */
  readonly source: string
  readonly location: Location
}

export interface LanguageFacts {
  /** `<html lang>`, trimmed; null when absent or empty. */
  readonly declared: string | null
  readonly contentLanguageHeader: string | null
  readonly metaContentLanguage: string | null
  readonly ogLocale: string | null
  /** The language of the page's text, detected from a bounded sample; null when there is too little text. */
  readonly detected: DetectedLanguage | null
}

export interface DetectedLanguage {
  /** ISO 639-1 code where one exists ("sk"), else franc's ISO 639-3 code. */
  readonly language: string
  /** franc's ISO 639-3 code ("slk"). */
  readonly francCode: string
  readonly sampleCharacters: number
  /**
   * How well the declared `<html lang>` fits the text: where it ranks between the best language franc
   * finds (1) and the worst (0), independent of the text's length. Close languages stay high (Czech on
   * Slovak text about 0.9, Galician on Spanish about 0.8); another language falls low (English on Slovak
   * text about 0.5). Null when nothing is declared; 0 when franc does not know the declared language.
   */
  readonly declaredScore: number | null
}

export interface PageTypeFact {
  readonly type: PageType
  /** What decided it, e.g. "JSON-LD Product", "og:type article", "URL path /contact". */
  readonly reason: string
}

// ─── Dates ───────────────────────────────────────────────────────────────────────────────────────

/** One date the page states. */
export interface DateFact {
  /** The calendar date, `YYYY-MM-DD`. */
  readonly date: string
  /** As written: the attribute or meta value, or the short text block it was read from. */
  readonly raw: string
  /** Where it came from, e.g. "JSON-LD dateModified", "<meta article:published_time>", "<time>", "text". */
  readonly source: string
  readonly location: Location | null
}

export interface DateFacts {
  /** When the page was fetched (ISO 8601): the "now" that freshness is judged against. */
  readonly fetchedAt: string
  /** Publication dates from JSON-LD (`datePublished`, `dateCreated`, `uploadDate`) and metas. */
  readonly published: ReadonlyArray<DateFact>
  /** Modification dates from JSON-LD (`dateModified`) and metas (`article:modified_time`, …). */
  readonly modified: ReadonlyArray<DateFact>
  /** Dates a reader sees: `<time datetime>` and full dates in short text blocks (datelines), at most 20. */
  readonly visible: ReadonlyArray<DateFact>
}

// ─── Site files ────────────────────────────────────────────────────────────────────────────────────

export interface RobotsLine {
  readonly line: number
  readonly raw: string
  /** Lower-cased directive name; null when the line has no `:` (a syntax error unless blank or comment). */
  readonly directive: string | null
  readonly value: string
}

export type RobotsFacts =
  | {
      readonly state: "present"
      readonly url: string
      readonly body: string
      readonly lines: ReadonlyArray<RobotsLine>
      /** robots-parser verdict for a URL and user agent; undefined when the URL is outside the robots.txt origin. */
      readonly isAllowed: (url: string, userAgent: string) => boolean | undefined
      /** The line number of the rule that decides, when one does. */
      readonly matchingLine: (url: string, userAgent: string) => number | undefined
      readonly sitemaps: ReadonlyArray<string>
    }
  | { readonly state: "absent"; readonly url: string; readonly status: number }
  | {
      readonly state: "failed"
      readonly url: string
      readonly reason: string
      readonly status: number | null
    }

/** One sitemap file as read. `index` is the sitemap index that lists it (null: robots.txt names it, or /sitemap.xml). */
export type SitemapFileFacts =
  | {
      readonly state: "present"
      readonly url: string
      readonly index: string | null
      readonly kind: "urlset" | "sitemapindex" | "invalid"
      /** The XML or structure error when `kind` is "invalid". */
      readonly error: string | null
      readonly urls: ReadonlyArray<{ readonly loc: string; readonly lastmod: string | null }>
      readonly sitemaps: ReadonlyArray<string>
      /** `<url>` (or `<sitemap>`) entries in the file, counted before `urls`/`sitemaps` stop at the protocol's 50,000. */
      readonly entryCount: number
      /** Size of the file as read, in UTF-8 bytes (the protocol allows 50 MB uncompressed). */
      readonly bodyBytes: number
    }
  | { readonly state: "absent"; readonly url: string; readonly index: string | null; readonly status: number }
  | {
      readonly state: "failed"
      readonly url: string
      readonly index: string | null
      readonly reason: string
      readonly status: number | null
    }

/** Sitemaps known to the audit but not read. */
export interface UnreadSitemaps {
  /** Not fetched because one audit reads at most so many sitemap files, bytes and seconds. */
  readonly overLimit: number
  /** The limit that stopped the reading, when one did. */
  readonly limit: "files" | "bytes" | "time" | null
  /** Listed by an index that is itself listed by an index: search engines do not follow those. */
  readonly nested: number
  /** The first few unread addresses, for evidence. */
  readonly examples: ReadonlyArray<string>
}

/**
 * The site's sitemaps: every one robots.txt names (or `/sitemap.xml` when it names none), then the
 * children of the indexes among them, one level deep.
 */
export interface SitemapFacts {
  /** The sitemap URLs robots.txt names, resolved; empty when it names none (then /sitemap.xml was tried). */
  readonly named: ReadonlyArray<string>
  /** Every file asked for: the top-level ones first, then the children of indexes. */
  readonly files: ReadonlyArray<SitemapFileFacts>
  readonly unread: UnreadSitemaps
}

export type LlmsFacts =
  | {
      readonly state: "present"
      readonly url: string
      readonly body: string
      readonly title: string | null
      /** Line of the title, when there is one. */
      readonly titleLine: number | null
      readonly summary: string | null
      readonly sections: ReadonlyArray<{
        readonly title: string
        readonly line: number
        readonly links: ReadonlyArray<{
          readonly name: string
          readonly url: string
          readonly notes: string | null
          readonly line: number
        }>
        /** List items of the section that are not `[name](url)` links. */
        readonly otherItems: ReadonlyArray<{ readonly text: string; readonly line: number }>
      }>
      /** Every Markdown heading outside fenced code, in order. */
      readonly headings: ReadonlyArray<{
        readonly level: number
        readonly text: string
        readonly line: number
      }>
      /** The first line that is not blank. */
      readonly firstLine: { readonly text: string; readonly line: number } | null
      readonly lineCount: number
    }
  | { readonly state: "absent"; readonly url: string; readonly status: number }
  | {
      readonly state: "failed"
      readonly url: string
      readonly reason: string
      readonly status: number | null
    }

// ─── The measured phrase ───────────────────────────────────────────────────────────────────────────

export interface QueryFacts {
  /** The phrase measured: the caller's, else the first suggestion, else "". */
  readonly phrase: string
  readonly source: "input" | "suggested" | "none"
  /** Normalised tokens of the phrase (folded, stop words dropped, stemmed). */
  readonly tokens: ReadonlyArray<string>
  /** Share (0–1) of the phrase tokens found in each place of the page. */
  readonly coverage: Readonly<Record<QueryPlace, number>>
  /**
   * Topic words of the main text, and how many of them are phrase tokens (for density and stuffing);
   * `topics` are those words' stems in order (repeats kept), analysed once for every rule that weighs terms.
   * A block said again (a passage repeated, a line twice in a row) counts once: shares and sizes are
   * those of the text said once.
   */
  readonly mainText: {
    readonly topicWords: number
    readonly phraseWords: number
    readonly topics: ReadonlyArray<string>
  }
  /** 0–100 match of the page to the phrase; null when there is no phrase. */
  readonly score: number | null
  readonly suggestions: ReadonlyArray<string>
}

export type QueryPlace =
  | "title"
  | "h1"
  | "description"
  | "url"
  | "intro"
  | "subheadings"
  | "imageAlts"
  | "mainText"
