import {
  classWeight,
  isBylineOrCaption,
  isShareElement,
  isSignUpBox,
  type ReadingFlags,
} from "./content-signals"
import type { DocumentScan, ElementRecord } from "./dom-scan"
import { linkDensityOf, type PageTextStats } from "./page-text-stats"
import { titleHeading } from "./title-heading"

/** What is left of the article after cleaning, and its size in characters. */
export interface CleanedArticle {
  /** 1 for every element kept in the article. */
  readonly included: Uint8Array
  readonly characters: number
}

/** Never reading content inside an article (`nav` is ours: Readability leaves it to the link-density test). */
const ALWAYS_DROPPED = new Set([
  "nav",
  "footer",
  "aside",
  "object",
  "embed",
  "iframe",
  "input",
  "textarea",
  "select",
  "button",
  "link",
])
/** Judged by their content, as Readability's `_cleanConditionally` does. */
const CONDITIONAL = new Set(["form", "fieldset", "table", "ul", "div"])
const BLOCK_CHILD_TAGS = new Set(["blockquote", "dl", "div", "img", "ol", "p", "pre", "table", "ul"])
const TEXTISH = new Set(["span", "li", "td", ...BLOCK_CHILD_TAGS])
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"])
const EMBEDS = new Set(["object", "embed", "iframe"])
const VIDEO =
  /\/\/(www\.)?((dailymotion|youtube|youtube-nocookie|player\.vimeo|v\.qq)\.com|(archive|upload\.wikimedia)\.org|player\.twitch\.tv)/i
const AD_WORDS = /^(ad(vert|vertising|vertisement)?|pub(licité)?|werb(ung)?|广告|Реклама|Anuncio)$/iu
const LOADING_WORDS = /^((loading|正在加载|Загрузка|chargement|cargando)(…|\.\.\.)?)$/iu
const MAX_TEASER_CHARACTERS = 300
/** A teaser names another story: a headline, longer than a bare link word ("link", "PDF", "Download"). */
const MIN_TEASER_CHARACTERS = 25
/** A short block opening as a byline or a dateline does ("By Jane Doe", "Updated 5:27 am …"), unnamed. */
const DATELINE = /^([Bb]y\s+\p{Lu}|(Updated|Published|Posted|UPDATED|PUBLISHED|POSTED)\b)/u
const MAX_DATELINE_CHARACTERS = 80
const TABLE_HEADER_PARTS = new Set(["th", "thead", "tfoot", "colgroup", "col", "caption"])

/** Per-element sums over kept descendants, filled bottom-up in one reverse pass. */
class Sums {
  readonly text: Float64Array
  readonly link: Float64Array
  readonly repeatedText: Float64Array
  readonly repeatedLink: Float64Array
  readonly commas: Float64Array
  readonly paragraphs: Float64Array
  readonly images: Float64Array
  readonly items: Float64Array
  readonly inputs: Float64Array
  readonly embeds: Float64Array
  readonly headingText: Float64Array
  readonly listText: Float64Array
  readonly textishText: Float64Array
  constructor(count: number) {
    this.text = new Float64Array(count)
    this.link = new Float64Array(count)
    this.repeatedText = new Float64Array(count)
    this.repeatedLink = new Float64Array(count)
    this.commas = new Float64Array(count)
    this.paragraphs = new Float64Array(count)
    this.images = new Float64Array(count)
    this.items = new Float64Array(count)
    this.inputs = new Float64Array(count)
    this.embeds = new Float64Array(count)
    this.headingText = new Float64Array(count)
    this.listText = new Float64Array(count)
    this.textishText = new Float64Array(count)
  }
}

const add = (array: Float64Array, index: number, value: number) => {
  array[index] = (array[index] ?? 0) + value
}

/**
 * Cleans the chosen article the way Readability's `_prepArticle` does: drops footers, asides, embeds
 * and form controls, share bars, headings named like boilerplate, and the tables, lists, divs and forms
 * whose content looks like navigation, ads or widgets (link density, images per paragraph, list items,
 * inputs). Descendants are judged before their ancestors, and a dropped part no longer counts for them.
 * The `candidate` elements (the best-scoring one and those holding it up to the chosen root) are never
 * dropped: Readability may drop its own choice and retry, ending with the uncleaned page around it.
 */
export const cleanArticle = (
  scan: DocumentScan,
  stats: PageTextStats,
  roots: ReadonlyArray<ElementRecord>,
  gone: Uint8Array,
  flags: ReadingFlags,
  candidate: Uint8Array,
): CleanedArticle => {
  const { elements } = scan
  const count = elements.length
  const inArticle = new Uint8Array(count)
  const isRoot = new Uint8Array(count)
  for (const root of roots) {
    isRoot[root.index] = 1
    inArticle.fill(1, root.index, root.end + 1)
  }
  const dataTable = markDataTables(elements, inArticle, gone)
  const protectedBy = new Uint8Array(count) // inside a data table, code or a figure: 1 = table/code, 2 = figure
  for (const element of elements) {
    const parent = elements[element.parent]
    if (parent === undefined) continue
    const inherited = protectedBy[parent.index] ?? 0
    if (dataTable[parent.index] === 1 || parent.tag === "code" || inherited === 1)
      protectedBy[element.index] = 1
    else if (parent.tag === "figure" || inherited === 2) protectedBy[element.index] = 2
  }

  const sums = new Sums(count)
  const articleText = roots.reduce((sum, root) => sum + root.textLength, 0)
  const headlines = new Set<number>()
  const titled = titleHeading(scan)
  if (titled >= 0) headlines.add(titled)
  const opening = openingHeadline(elements, roots, gone)
  if (opening >= 0) headlines.add(opening)
  const dropped = new Uint8Array(count)
  const furniture = new Uint8Array(count)
  const hasDataTable = new Uint8Array(count)
  const blockChildren = new Uint8Array(count)
  for (let index = count - 1; index >= 0; index--) {
    if (inArticle[index] !== 1 || gone[index] === 1) continue
    const element = elements[index] as ElementRecord
    const ownText = stats.ownText[index] ?? 0
    const containerDiv = element.tag === "div" && blockChildren[index] === 1
    const paragraph =
      (element.tag === "p" || (element.tag === "div" && !containerDiv)) && stats.repeated[index] !== 1
    add(sums.text, index, ownText)
    add(sums.link, index, stats.ownLinkText[index] ?? 0)
    add(sums.repeatedText, index, stats.ownRepeatedText[index] ?? 0)
    add(sums.repeatedLink, index, stats.ownRepeatedLinkText[index] ?? 0)
    if (stats.repeated[index] !== 1) add(sums.commas, index, stats.ownCommas[index] ?? 0)
    if (containerDiv && ownText > 0) {
      add(sums.paragraphs, index, 1) // loose text in a container becomes a paragraph
      add(sums.textishText, index, ownText)
    }
    if (dropped[index] !== 1 && furniture[index] !== 1) {
      if (isFurniture(element, index)) furniture[index] = 1
      else if (shouldDrop(element, index)) dropped[index] = 1
    }
    const parent = element.parent
    if (parent < 0 || inArticle[parent] !== 1) continue
    if (BLOCK_CHILD_TAGS.has(element.tag) || blockChildren[index] === 1) blockChildren[parent] = 1
    if (dataTable[index] === 1 || hasDataTable[index] === 1) hasDataTable[parent] = 1
    // Form controls count for the form, fieldset or div holding them though they are dropped themselves
    // (Readability weighs forms before it removes their inputs).
    add(sums.inputs, parent, (sums.inputs[index] ?? 0) + (element.tag === "input" ? 1 : 0))
    if (dropped[index] === 1) continue
    const text = sums.text[index] ?? 0
    add(sums.text, parent, text)
    add(sums.link, parent, sums.link[index] ?? 0)
    add(sums.repeatedText, parent, sums.repeatedText[index] ?? 0)
    add(sums.repeatedLink, parent, sums.repeatedLink[index] ?? 0)
    add(sums.commas, parent, sums.commas[index] ?? 0)
    add(sums.paragraphs, parent, (sums.paragraphs[index] ?? 0) + (paragraph ? 1 : 0))
    add(sums.images, parent, (sums.images[index] ?? 0) + (element.tag === "img" ? 1 : 0))
    add(sums.items, parent, (sums.items[index] ?? 0) + (element.tag === "li" ? 1 : 0))
    add(sums.embeds, parent, (sums.embeds[index] ?? 0) + (isCountedEmbed(element) ? 1 : 0))
    add(sums.headingText, parent, HEADINGS.has(element.tag) ? text : (sums.headingText[index] ?? 0))
    const list = element.tag === "ul" || element.tag === "ol"
    add(sums.listText, parent, list ? text : (sums.listText[index] ?? 0))
    add(sums.textishText, parent, TEXTISH.has(element.tag) ? text : (sums.textishText[index] ?? 0))
  }

  /**
   * Text about the article rather than of it, which Readability keeps: the headline, bylines and
   * datelines, captions and credits, teaser links, sign-up and cookie boxes. It leaves the main text but still counts for the
   * blocks around it, so they are judged on what the page holds, as Readability judges them: a teaser
   * card whose linked headline left first would otherwise look like prose.
   */
  function isFurniture(element: ElementRecord, index: number): boolean {
    if (candidate[index] === 1) return false
    if (headlines.has(index)) return true
    // All its text, not what its kept children hold: a dateline's spans, judged first, may be gone.
    if (
      isRoot[index] !== 1 &&
      !isTeaserCaption(elements, element) &&
      isBylineOrCaption(element, element.textLength, sums.images[index] ?? 0)
    )
      return true
    if (isTeaserLink(element, index)) return true
    // Its text said once: a box repeating its own offer is no less a sign-up box.
    const unrepeated = (sums.text[index] ?? 0) - (sums.repeatedText[index] ?? 0)
    if (isRoot[index] !== 1 && isSignUpBox(element, unrepeated)) return true
    const own = stats.blockText.get(index)
    return own !== undefined && own.length <= MAX_DATELINE_CHARACTERS && DATELINE.test(own)
  }

  function shouldDrop(element: ElementRecord, index: number): boolean {
    if (candidate[index] === 1) return false
    if (ALWAYS_DROPPED.has(element.tag)) return true
    if ((element.tag === "h1" || element.tag === "h2") && classWeight(element, flags) < 0) return true
    if (isRoot[index] !== 1 && isShareElement(element, sums.text[index] ?? 0)) return true
    if (!CONDITIONAL.has(element.tag)) return false
    if (element.tag === "div" && blockChildren[index] !== 1) return false // a paragraph by now
    if (dataTable[index] === 1 || protectedBy[index] === 1 || hasDataTable[index] === 1) return false
    return looksLikeBoilerplate(element, index)
  }

  /**
   * A short paragraph or list that is mostly links, beside an article at least four times its length:
   * a teaser for another page ("Related: …", "READ MORE: …", a list of more stories), not a paragraph of
   * this one. Readability keeps it. A link of a word or two is the article's own (a list of test links,
   * "Download the report"): what it points to is a source, not a story.
   */
  function isTeaserLink(element: ElementRecord, index: number): boolean {
    const list = element.tag === "ul" || element.tag === "ol"
    if (!list && element.tag !== "p" && (element.tag !== "div" || blockChildren[index] === 1)) return false
    const text = sums.text[index] ?? 0
    return (
      text >= MIN_TEASER_CHARACTERS &&
      text < MAX_TEASER_CHARACTERS &&
      text * 4 <= articleText &&
      (sums.link[index] ?? 0) / text >= 0.8
    )
  }

  function looksLikeBoilerplate(element: ElementRecord, index: number): boolean {
    const weight = classWeight(element, flags)
    if (weight < 0) return true
    if ((sums.commas[index] ?? 0) >= 10) return false
    const text = sums.text[index] ?? 0
    if (text <= 24) {
      const words = textOf(scan, element)
      if (AD_WORDS.test(words) || LOADING_WORDS.test(words)) return true
    }
    const isList = element.tag === "ul" || element.tag === "ol" || (sums.listText[index] ?? 0) / text > 0.9
    const paragraphs = sums.paragraphs[index] ?? 0
    const images = sums.images[index] ?? 0
    const items = (sums.items[index] ?? 0) - 100
    const inputs = sums.inputs[index] ?? 0
    const embeds = sums.embeds[index] ?? 0
    const linkDensity = linkDensityOf(
      text,
      sums.link[index] ?? 0,
      sums.repeatedText[index] ?? 0,
      sums.repeatedLink[index] ?? 0,
    )
    const headingDensity = text > 0 ? (sums.headingText[index] ?? 0) / text : 0
    const textDensity = text > 0 ? (sums.textishText[index] ?? 0) / text : 0
    const inFigure = protectedBy[index] === 2
    return (
      (!inFigure && images > 1 && paragraphs / images < 0.5) ||
      (!isList && items > paragraphs) ||
      inputs > Math.floor(paragraphs / 3) ||
      (!isList &&
        !inFigure &&
        headingDensity < 0.9 &&
        text < 25 &&
        (images === 0 || images > 2) &&
        linkDensity > 0) ||
      (!isList && weight < 25 && linkDensity > 0.2) ||
      (weight >= 25 && linkDensity > 0.5) ||
      (embeds === 1 && text < 75) ||
      embeds > 1 ||
      (images === 0 && textDensity === 0)
    )
  }

  const included = new Uint8Array(count)
  let characters = 0
  for (const element of elements) {
    const index = element.index
    if (inArticle[index] !== 1 || gone[index] === 1 || dropped[index] === 1 || furniture[index] === 1)
      continue
    if (isRoot[index] !== 1 && included[element.parent] !== 1) continue
    included[index] = 1
    characters += stats.ownText[index] ?? 0
  }
  return { included, characters }
}

const isCountedEmbed = (element: ElementRecord): boolean =>
  EMBEDS.has(element.tag) && !Object.values(element.attributes).some((value) => VIDEO.test(value))

/** Readability's data-table test: tables with headers, captions or enough rows and columns hold data. */
const markDataTables = (
  elements: ReadonlyArray<ElementRecord>,
  inArticle: Uint8Array,
  gone: Uint8Array,
): Uint8Array => {
  const count = elements.length
  const dataTable = new Uint8Array(count)
  // Subtree counts in one reverse pass (nested tables included, as getElementsByTagName counts them).
  const rows = new Float64Array(count)
  const cells = new Float64Array(count)
  const headers = new Uint8Array(count)
  const tables = new Uint8Array(count)
  for (let index = count - 1; index >= 0; index--) {
    if (inArticle[index] !== 1 || gone[index] === 1) continue
    const element = elements[index] as ElementRecord
    if (element.tag === "table") judgeTable(element)
    const parent = element.parent
    if (parent < 0) continue
    add(rows, parent, (rows[index] ?? 0) + (element.tag === "tr" ? 1 : 0))
    add(cells, parent, (cells[index] ?? 0) + (element.tag === "td" ? 1 : 0))
    if (headers[index] === 1 || TABLE_HEADER_PARTS.has(element.tag)) headers[parent] = 1
    if (tables[index] === 1 || element.tag === "table") tables[parent] = 1
  }

  function judgeTable(table: ElementRecord): void {
    const index = table.index
    const attributes = table.attributes
    if (attributes.role === "presentation" || attributes.datatable === "0") return
    if (attributes.summary !== undefined || headers[index] === 1) {
      dataTable[index] = 1
      return
    }
    if (tables[index] === 1) return
    const rowCount = rows[index] ?? 0
    const columns = rowCount > 0 ? (cells[index] ?? 0) / rowCount : 0
    if (rowCount >= 10 || columns > 4 || rowCount * columns > 10) dataTable[index] = 1
  }
  return dataTable
}

/** The text of a short subtree (the blocks inside it), for the ad and loading-word tests. */
const textOf = (scan: DocumentScan, element: ElementRecord): string => {
  const { blocks } = scan
  let low = 0
  let high = blocks.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((blocks[middle]?.element.index ?? 0) < element.index) low = middle + 1
    else high = middle
  }
  const parts: string[] = []
  for (let at = low; at < blocks.length && (blocks[at]?.element.index ?? Infinity) <= element.end; at++)
    parts.push(blocks[at]?.text ?? "")
  return parts.join(" ").trim()
}

/** A link to the picture itself (its full size), not to another page. */
const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|svg)([?#]|$)/i

/**
 * The caption of a picture that links to another page: a teaser's, judged with its teaser as
 * Readability judges it (a section front's credits under each story's thumbnail), not the article's own.
 */
const isTeaserCaption = (elements: ReadonlyArray<ElementRecord>, element: ElementRecord): boolean => {
  const figure = elements[element.parent]
  if (element.tag !== "figcaption" || figure === undefined) return false
  for (let index = figure.index + 1; index <= figure.end; index++) {
    const link = elements[index] as ElementRecord
    const href = link.attributes.href
    if (link.tag !== "a" || href === undefined || IMAGE_FILE.test(href)) continue
    for (let inside = link.index + 1; inside <= link.end; inside++)
      if (elements[inside]?.tag === "img") return true
  }
  return false
}

/**
 * The `h1` that opens the article, before any paragraph: its headline, whatever it says (the title
 * test misses headlines the page's title words differently); -1 when the article opens otherwise.
 */
const openingHeadline = (
  elements: ReadonlyArray<ElementRecord>,
  roots: ReadonlyArray<ElementRecord>,
  gone: Uint8Array,
): number => {
  for (const root of roots)
    for (let index = root.index; index <= root.end; index++) {
      const element = elements[index] as ElementRecord
      if (gone[index] === 1) index = element.end
      else if (element.tag === "h1") return index
      else if (element.tag === "p" && element.textLength > 0) return -1
    }
  return -1
}
