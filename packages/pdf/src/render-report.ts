import { Locale, type Locale as LocaleType, Result, Site } from "@svc/contract"
import {
  capEchoed,
  ECHO_LIMITS,
  RULE_DOCS_OPTION_REFUSED,
  type RuleDocs,
  ruleDocsOption,
  textsIn,
} from "@svc/core"
import { Either, ParseResult, Schema } from "effect"
import PDFDocument from "pdfkit"
import { loadFonts, registerFaces } from "./fonts"
import { canvasOf } from "./layout/canvas"
import { drawPageFurniture } from "./layout/page-furniture"
import { printer } from "./printable"
import { RenderFailed } from "./render-failed"
import { drawChecks } from "./sections/checks"
import { drawClosingNotes } from "./sections/closing-notes"
import { drawFindings } from "./sections/findings"
import { drawLighthouse } from "./sections/lighthouse"
import { drawPageFacts } from "./sections/page-facts"
import { drawQuery } from "./sections/query"
import { drawScores } from "./sections/scores"
import { drawSite } from "./sections/site"
import { drawTitle } from "./sections/title"
import { page } from "./theme"

export interface ReportOptions {
  /** The language of the headings (decision 6); English by default and wherever a text has no translation. */
  readonly locale?: LocaleType | undefined
  /** The figures of the audit the page belongs to; printed when the audit had several pages. */
  readonly site?: Site | undefined
  /** The PDF's creation date. Defaults to the scan time, so one result always renders to the same bytes. */
  readonly createdAt?: Date | undefined
  /**
   * Where each finding links to its rule's page: an http(s) address with `{id}` in it (default: docs/rules
   * in svc's repository); `false` for no links.
   */
  readonly ruleDocsUrl?: string | false | undefined
}

/**
 * The PDF report of one page's result: page facts, scores, Lighthouse figures, the search phrase,
 * the checks, every finding with its fix, site figures for multi-page audits. The same result and
 * options give the same bytes. Throws `RenderFailed` — never anything else — when the input does not
 * match the contract or the PDF cannot be made.
 */
export const renderReport = (result: Result, options: ReportOptions = {}): Uint8Array => {
  const input = checkedInput(result, options)
  try {
    return render(input)
  } catch (cause) {
    if (cause instanceof RenderFailed) throw cause
    throw new RenderFailed({ reason: `pdfkit failed: ${describe(cause)}`, cause })
  }
}

interface CheckedInput {
  readonly result: Result
  readonly locale: LocaleType
  readonly site: Site | undefined
  readonly createdAt: Date
  readonly ruleDocs: RuleDocs
}

const decodeResult = Schema.decodeUnknownEither(Result)
const decodeSite = Schema.decodeUnknownEither(Site)

const checkedInput = (result: unknown, options: unknown): CheckedInput => {
  const decoded = decodeResult(result)
  if (Either.isLeft(decoded)) throw invalid("the result", decoded.left)
  if (typeof options !== "object" || options === null) {
    throw new RenderFailed({ reason: "the options must be an object" })
  }
  const { locale = "en", site, createdAt, ruleDocsUrl: template } = options as Record<string, unknown>
  if (!Schema.is(Locale)(locale)) throw new RenderFailed({ reason: "locale must be en, sk or es" })
  let checkedSite: Site | undefined
  if (site !== undefined) {
    const decodedSite = decodeSite(site)
    if (Either.isLeft(decodedSite)) throw invalid("the site figures", decodedSite.left)
    checkedSite = decodedSite.right
  }
  if (createdAt !== undefined && !(createdAt instanceof Date && !Number.isNaN(createdAt.getTime()))) {
    throw new RenderFailed({ reason: "createdAt must be a valid Date" })
  }
  const ruleDocs = ruleDocsOption(template)
  if (ruleDocs === undefined) throw new RenderFailed({ reason: RULE_DOCS_OPTION_REFUSED })
  return {
    result: decoded.right,
    locale,
    site: checkedSite,
    createdAt: createdAt ?? new Date(decoded.right.scannedAt),
    ruleDocs,
  }
}

const invalid = (what: string, error: ParseResult.ParseError) =>
  new RenderFailed({
    reason: `${what} does not match the contract: ${ParseResult.TreeFormatter.formatErrorSync(error)}`,
    cause: error,
  })

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

const render = ({ result, locale, site, createdAt, ruleDocs }: CheckedInput): Uint8Array => {
  const fonts = loadFonts()
  const t = textsIn(locale)
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: page.top, bottom: page.bottom, left: page.left, right: page.right },
    bufferPages: true,
    pdfVersion: "1.7",
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${t("report.kicker")}: ${result.url}`,
      // The document's properties are not cut by the layout: a result stored before titles were capped
      // could hold 5 MiB of title, which pdfkit writes out twice over.
      Subject: capEchoed(result.page.title ?? result.url, ECHO_LIMITS.title),
      Author: "svc",
      Creator: "svc (@svc/pdf)",
      Producer: "svc (@svc/pdf) with PDFKit",
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  })
  registerFaces(doc, fonts)
  const canvas = canvasOf(doc, locale, t, printer(fonts.covers))

  drawTitle(canvas, result)
  drawScores(canvas, result)
  drawChecks(canvas, result)
  drawLighthouse(canvas, result)
  drawQuery(canvas, result)
  drawPageFacts(canvas, result)
  drawFindings(canvas, result, ruleDocs)
  if (site !== undefined && site.addresses > 1) drawSite(canvas, site)
  drawClosingNotes(canvas, result)
  drawPageFurniture(canvas, result)

  doc.end()
  return collect(doc)
}

const endOfFile = new TextEncoder().encode("%%EOF")

/**
 * pdfkit writes the whole file synchronously while the document ends, so it is all in the stream's
 * buffer by now; a file that does not end with %%EOF means that stopped holding.
 */
const collect = (doc: PDFKit.PDFDocument): Uint8Array => {
  const chunks: Uint8Array[] = []
  for (let chunk: unknown = doc.read(); chunk !== null; chunk = doc.read()) {
    if (!(chunk instanceof Uint8Array))
      throw new RenderFailed({ reason: "pdfkit produced something other than bytes" })
    chunks.push(chunk)
  }
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  const tail = bytes.subarray(Math.max(0, bytes.length - 16))
  const ends = tail.some((_, index) => endOfFile.every((byte, at) => tail[index + at] === byte))
  if (!ends) throw new RenderFailed({ reason: "pdfkit did not finish the file synchronously" })
  return bytes
}
