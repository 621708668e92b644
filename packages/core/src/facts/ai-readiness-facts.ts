import type { Location, TextBlock } from "./page-facts"

// Facts about how well AI search can read, chunk, quote and attribute a page: the main content as
// sections, the numbers, quotations and sources in it, its tables, signs of a JavaScript-only shell,
// snippet exclusions, hidden text and the JSON-LD entity graph. Each key has its own extractor.

// ─── Sections ──────────────────────────────────────────────────────────────────────────────────────

export interface SectionHeading {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6
  readonly text: string
  readonly location: Location
  /** Phrased as a question or a task: "What is…?", "How to…", "¿Cómo…?", "Ako…". */
  readonly question: boolean
}

/** A stretch of the main content from one visible heading to the next. */
export interface Section {
  /** null for the text before the first heading of the main content. */
  readonly heading: SectionHeading | null
  /** The section's text blocks (its heading excluded), in source order. */
  readonly blocks: ReadonlyArray<TextBlock>
  readonly words: number
  /** Visible `<li>` elements and `<table>` elements inside the section. */
  readonly listItems: number
  readonly tables: number
}

// ─── Statistics ────────────────────────────────────────────────────────────────────────────────────

export type StatisticKind = "percent" | "currency" | "measure" | "count" | "ratio"

/** A number that states a fact (a share, an amount, a measure, a count), found in the main content. */
export interface Statistic {
  /** The number as written, with its unit or sign ("42 %", "€1.5 million", "3 out of 4"). */
  readonly text: string
  readonly kind: StatisticKind
  readonly location: Location
}

export interface StatisticFacts {
  readonly items: ReadonlyArray<Statistic>
  /** Words of the main content the numbers were looked for in, a passage said again counted once. */
  readonly mainWords: number
}

// ─── Quotations ────────────────────────────────────────────────────────────────────────────────────

export interface Quotation {
  /** `<blockquote>`, `<q>`, or a passage in quotation marks in running text. */
  readonly kind: "blockquote" | "q" | "inline"
  readonly text: string
  /** Who or what it is attributed to, as found (a `cite` URL, a "— Name" line, "said", "according to"); null when nothing. */
  readonly attribution: string | null
  readonly location: Location
}

// ─── Citations ─────────────────────────────────────────────────────────────────────────────────────

/** Kinds of sources answer engines and readers treat as authoritative. */
export type AuthorityKind =
  | "government"
  | "education"
  | "international"
  | "science"
  | "reference"
  | "standards"

/** A link from the main content to another site: a cited source. */
export interface Citation {
  readonly url: string
  readonly host: string
  /** Registrable domain (eTLD+1), or the host where there is none. */
  readonly domain: string
  readonly text: string
  readonly rel: ReadonlyArray<string>
  readonly authority: AuthorityKind | null
  readonly location: Location
}

export interface CitationFacts {
  readonly links: ReadonlyArray<Citation>
  /** Same-page links to footnotes or references ("#cite_note-1", "#fn2"). */
  readonly footnoteReferences: number
  /** Headings that open a list of sources ("References", "Sources", "Zdroje", "Referencias"). */
  readonly referenceHeadings: ReadonlyArray<{ readonly text: string; readonly location: Location }>
}

// ─── Tables ────────────────────────────────────────────────────────────────────────────────────────

export interface TableFact {
  readonly rows: number
  /** The most cells any row has. */
  readonly columns: number
  readonly headerCells: number
  readonly caption: boolean
  /** `role="presentation"` or `role="none"`: a layout table, not data. */
  readonly layout: boolean
  readonly inMain: boolean
  readonly hidden: boolean
  readonly location: Location
}

// ─── Rendering ─────────────────────────────────────────────────────────────────────────────────────

/** Signs, in the server's HTML, that the page is drawn by JavaScript in the browser. */
export interface RenderingFacts {
  /** Elements a client-side framework mounts into (`#root`, `#app`, `#__next`, `<app-root>`…). */
  readonly mountPoints: ReadonlyArray<{
    readonly tag: string
    readonly id: string | null
    /** No visible text inside it in the server's HTML. */
    readonly empty: boolean
    readonly location: Location
  }>
  /** `<noscript>` elements in <body>, with their text (markup stripped, white space collapsed). */
  readonly noscript: ReadonlyArray<{ readonly text: string; readonly location: Location }>
}

// ─── Snippet exclusions ────────────────────────────────────────────────────────────────────────────

/** Elements marked `data-nosnippet`: search engines (and their AI answers) may not quote their text. */
export interface NosnippetFacts {
  readonly regions: ReadonlyArray<{
    readonly tag: string
    readonly words: number
    readonly inMain: boolean
    readonly location: Location
  }>
  /** Words inside those regions, in the whole page and in the main content. */
  readonly words: number
  readonly mainWords: number
  /** Words of the main content, for the share. */
  readonly mainContentWords: number
}

// ─── Hidden text ───────────────────────────────────────────────────────────────────────────────────

export interface HiddenText {
  readonly text: string
  /** How it is hidden: the `hidden` attribute, `aria-hidden="true"` or an inline style. */
  readonly how: "hidden" | "aria-hidden" | "style"
  readonly location: Location
}

// ─── Structured-data entities ──────────────────────────────────────────────────────────────────────

/** One JSON-LD node: a top-level, `@graph` or nested object that has a `@type` or an `@id`. */
export interface SchemaNode {
  /** `@type` values without a schema.org prefix. */
  readonly types: ReadonlyArray<string>
  readonly id: string | null
  readonly properties: Readonly<Record<string, unknown>>
  /** A top-level or `@graph` node (declared in its own right), not one nested in a property. */
  readonly topLevel: boolean
  /** The property it is the value of (`offers`, `itemReviewed`…); null at the top level or in `@graph`. */
  readonly via: string | null
  /** Where its `<script type="application/ld+json">` starts. */
  readonly location: Location
}

export interface SchemaNodeFacts {
  readonly nodes: ReadonlyArray<SchemaNode>
  /** Nodes having any of these types (exact names, schema.org prefix ignored). */
  readonly ofType: (...types: ReadonlyArray<string>) => ReadonlyArray<SchemaNode>
  /** The node a property value stands for: the nested node itself, or the node its `{"@id"}` names. */
  readonly resolve: (value: unknown) => SchemaNode | undefined
}
