import { cleanArticle } from "./article-cleaning"
import { classWeight, isContentRemoved, type ReadingFlags } from "./content-signals"
import type { DocumentScan, ElementRecord } from "./dom-scan"
import { linkDensityOf, type PageTextStats, pageTextStats } from "./page-text-stats"

/** The main-content region: the subtrees kept as the article, and how it was found. */
export interface MainRegion {
  /** The top-level elements of the article, in document order. */
  readonly roots: ReadonlyArray<ElementRecord>
  /** What was chosen, e.g. "div#content", "article.post + 2 siblings", "body". */
  readonly description: string
  /** True when the element is in the article and was not cleaned away (share bars, related links, ads…). */
  readonly includes: (index: number) => boolean
}

/** Elements Readability scores as paragraphs (divs without block children are turned into paragraphs too). */
const SCORED_TAGS = new Set(["section", "h2", "h3", "h4", "h5", "h6", "p", "td", "pre"])
/** A div holding any of these is a container, not a paragraph. */
const BLOCK_CHILD_TAGS = new Set(["blockquote", "dl", "div", "img", "ol", "p", "pre", "table", "ul"])
const TAG_BONUS: Readonly<Record<string, number>> = {
  div: 5,
  pre: 3,
  td: 3,
  blockquote: 3,
  address: -3,
  ol: -3,
  ul: -3,
  dl: -3,
  dd: -3,
  dt: -3,
  li: -3,
  form: -3,
  h1: -5,
  h2: -5,
  h3: -5,
  h4: -5,
  h5: -5,
  h6: -5,
  th: -5,
}
const MIN_PARAGRAPH_CHARACTERS = 25
const TOP_CANDIDATES = 5
const MIN_ARTICLE_CHARACTERS = 500
/**
 * Readability's sieve: each retry drops one heuristic, most aggressive first. Readability's last retry
 * also stops cleaning the article of boilerplate; svc never does, so a short article stays short instead
 * of growing into the link lists, teaser grids and forms around it (whose length would pass it as deep).
 */
const ATTEMPTS: ReadonlyArray<ReadingFlags> = [
  { stripUnlikely: true, weightClasses: true },
  { stripUnlikely: false, weightClasses: true },
  { stripUnlikely: false, weightClasses: false },
]

/**
 * Finds the main content the way Mozilla Readability does, over the scan's element records instead of a
 * mutable DOM: drop hidden and unlikely parts, score paragraphs into their ancestors, pick the best
 * candidate (and an ancestor that unites close runners-up), add siblings that score close to it, then
 * clean the article of link lists, share bars, forms and other boilerplate. Every step is a linear pass;
 * when the article is under 500 characters the sieve retries with fewer heuristics, as Readability does
 * (but always cleaning, and never reading comments: see ATTEMPTS and isContentRemoved).
 */
export const findMainRegion = (scan: DocumentScan): MainRegion => {
  const body = scan.elements.find((element) => element.tag === "body")
  if (body === undefined) return { roots: [], description: "none", includes: () => false }
  const stats = pageTextStats(scan)
  let best: { region: MainRegion; characters: number } | undefined
  for (const flags of ATTEMPTS) {
    const attempt = readArticle(scan, stats, body, flags)
    if (attempt.characters >= MIN_ARTICLE_CHARACTERS) return attempt.region
    if (best === undefined || attempt.characters > best.characters) best = attempt
  }
  return (best as { region: MainRegion }).region
}

const readArticle = (
  scan: DocumentScan,
  stats: PageTextStats,
  body: ElementRecord,
  flags: ReadingFlags,
): { region: MainRegion; characters: number } => {
  const { elements } = scan
  const count = elements.length
  const gone = new Uint8Array(count)
  const inTableOrCode = new Uint8Array(count)
  for (const element of elements) {
    const parent = elements[element.parent]
    if (parent && (inTableOrCode[parent.index] === 1 || parent.tag === "table" || parent.tag === "code"))
      inTableOrCode[element.index] = 1
    const parentGone = parent !== undefined && gone[parent.index] === 1
    if (parentGone || isContentRemoved(element, inTableOrCode[element.index] === 1, flags))
      gone[element.index] = 1
  }

  // Kept subtree sums, and whether a div holds block children (then it is a container, not a paragraph).
  const text = new Float64Array(count)
  const linkText = new Float64Array(count)
  // A paragraph said again in a row scores once, and its commas count once: a teaser list whose
  // summaries are pasted three times is no more an article than with each said once. Link density reads
  // every passage said again once (`linkDensityOf`), as the cleaning does.
  const commas = new Float64Array(count)
  const repeatedText = new Float64Array(count)
  const repeatedLinkText = new Float64Array(count)
  const blockChildren = new Uint8Array(count)
  const elementChildren = new Uint16Array(count)
  for (let index = count - 1; index >= 0; index--) {
    if (gone[index] === 1) continue
    const element = elements[index] as ElementRecord
    text[index] = (text[index] ?? 0) + (stats.ownText[index] ?? 0)
    linkText[index] = (linkText[index] ?? 0) + (stats.ownLinkText[index] ?? 0)
    if (stats.repeatedInARow[index] !== 1)
      commas[index] = (commas[index] ?? 0) + (stats.ownCommas[index] ?? 0)
    repeatedText[index] = (repeatedText[index] ?? 0) + (stats.ownRepeatedText[index] ?? 0)
    repeatedLinkText[index] = (repeatedLinkText[index] ?? 0) + (stats.ownRepeatedLinkText[index] ?? 0)
    const parent = element.parent
    if (parent < 0) continue
    text[parent] = (text[parent] ?? 0) + (text[index] ?? 0)
    linkText[parent] = (linkText[parent] ?? 0) + (linkText[index] ?? 0)
    commas[parent] = (commas[parent] ?? 0) + (commas[index] ?? 0)
    repeatedText[parent] = (repeatedText[parent] ?? 0) + (repeatedText[index] ?? 0)
    repeatedLinkText[parent] = (repeatedLinkText[parent] ?? 0) + (repeatedLinkText[index] ?? 0)
    if (BLOCK_CHILD_TAGS.has(element.tag) || blockChildren[index] === 1) blockChildren[parent] = 1
    elementChildren[parent] = Math.min(65_535, (elementChildren[parent] ?? 0) + 1)
  }
  const linkDensity = (index: number) =>
    linkDensityOf(
      text[index] ?? 0,
      linkText[index] ?? 0,
      repeatedText[index] ?? 0,
      repeatedLinkText[index] ?? 0,
    )
  const isParagraphDiv = (element: ElementRecord) =>
    element.tag === "div" && blockChildren[element.index] !== 1
  // A table cell holding paragraphs is a container too, as a div is: a layout table's cell whose whole
  // text scored as one paragraph would hand its row the article's points undivided, side lists included.
  const isContainerCell = (element: ElementRecord) =>
    element.tag === "td" && blockChildren[element.index] === 1
  // A div whose only child is a paragraph stands for that paragraph (Readability unwraps it).
  const isWrapper = (element: ElementRecord) =>
    element.tag === "div" &&
    elementChildren[element.index] === 1 &&
    (stats.ownText[element.index] ?? 0) === 0 &&
    elements[element.index + 1]?.tag === "p" &&
    linkDensity(element.index) < 0.25
  const parentOf = (index: number): number => {
    let parent = elements[index]?.parent ?? -1
    while (parent >= 0 && isWrapper(elements[parent] as ElementRecord))
      parent = elements[parent]?.parent ?? -1
    return parent
  }

  const scores = new Float64Array(count)
  const scored = new Uint8Array(count)
  const candidates: number[] = []
  const addScore = (start: number, characters: number, commaCount: number) => {
    if (characters < MIN_PARAGRAPH_CHARACTERS) return
    const points = 1 + (commaCount + 1) + Math.min(Math.floor(characters / 100), 3)
    let ancestor = start
    for (let level = 0; level < 5 && ancestor >= 0; level++) {
      const element = elements[ancestor] as ElementRecord
      if (element.tag === "html" || element.parent < 0) break
      if (scored[ancestor] === 0) {
        scored[ancestor] = 1
        scores[ancestor] =
          (isParagraphDiv(element) ? 0 : (TAG_BONUS[element.tag] ?? 0)) + classWeight(element, flags)
        candidates.push(ancestor)
      }
      scores[ancestor] = (scores[ancestor] ?? 0) + points / (level === 0 ? 1 : level === 1 ? 2 : level * 3)
      ancestor = parentOf(ancestor)
    }
  }
  for (const element of elements) {
    const index = element.index
    if (gone[index] === 1 || element.foreign || stats.repeatedInARow[index] === 1) continue
    if ((SCORED_TAGS.has(element.tag) && !isContainerCell(element)) || isParagraphDiv(element))
      addScore(parentOf(index), text[index] ?? 0, commas[index] ?? 0)
    else if (element.tag === "div" || element.tag === "td")
      // Loose text in a container div or cell becomes paragraphs of that container.
      addScore(index, stats.ownText[index] ?? 0, stats.ownCommas[index] ?? 0)
  }

  const top: number[] = []
  for (const candidate of candidates) {
    scores[candidate] = (scores[candidate] ?? 0) * (1 - linkDensity(candidate))
    const at = top.findIndex((other) => (scores[candidate] ?? 0) > (scores[other] ?? 0))
    if (at >= 0) top.splice(at, 0, candidate)
    else top.push(candidate)
    if (top.length > TOP_CANDIDATES) top.pop()
  }

  let chosen = top[0]
  const best = chosen
  if (chosen === undefined || chosen === body.index)
    return finish(scan, stats, [body], gone, flags, new Uint8Array(count), "body")
  chosen = uniteRunnersUp(chosen, top, elements, scores, body, parentOf)
  chosen = climbWhileScoreRises(chosen, scores, scored, body, parentOf)
  // The only child of its parent: the parent holds the same content and lets siblings join.
  for (let parent = parentOf(chosen); parent >= 0 && parent !== body.index; parent = parentOf(chosen)) {
    if ((elementChildren[parent] ?? 0) !== 1 || (stats.ownText[parent] ?? 0) > 0) break
    chosen = parent
  }

  const topElement = elements[chosen] as ElementRecord
  const parent = parentOf(chosen)
  const threshold = Math.max(10, (scores[chosen] ?? 0) * 0.2)
  const roots: ElementRecord[] = []
  const parentElement = elements[parent]
  const siblings = parentElement === undefined ? [topElement] : childrenOf(parentElement, elements, gone)
  for (const sibling of siblings) {
    if (sibling === topElement) {
      roots.push(sibling)
      continue
    }
    const bonus =
      (sibling.attributes.class ?? "") !== "" && sibling.attributes.class === topElement.attributes.class
        ? (scores[chosen] ?? 0) * 0.2
        : 0
    if (scored[sibling.index] === 1 && (scores[sibling.index] ?? 0) + bonus >= threshold) {
      roots.push(sibling)
      continue
    }
    if (sibling.tag !== "p" && !isWrapper(sibling) && !isParagraphDiv(sibling)) continue
    const characters = text[sibling.index] ?? 0
    const density = linkDensity(sibling.index)
    const paragraph = stats.blockText.get(sibling.tag === "p" ? sibling.index : sibling.index + 1) ?? ""
    if (
      (characters > 80 && density < 0.25) ||
      (characters < 80 && characters > 0 && density === 0 && /\.( |$)/.test(paragraph))
    )
      roots.push(sibling)
  }
  // Beside an <article> of its own, a root holding posts of its own is the list of other posts (related
  // posts, a feed), whose full texts may score above the article's single post: the post is the article.
  const articles = (scan.byTag.get("article") ?? []).filter((article) => gone[article.index] !== 1)
  const post = roots.filter((root) => !holdsPosts(root, articles))
  if (post.length < roots.length && post.some((root) => root.tag === "article")) {
    const first = post[0] as ElementRecord
    return finish(scan, stats, post, gone, flags, new Uint8Array(count), describe(first, post.length - 1))
  }
  // The best candidate and what holds it up to the chosen element are the article: the cleaning judges
  // what surrounds them, never them (dropped, they would leave nothing of the article it was chosen for).
  const candidate = new Uint8Array(count)
  for (let index = best ?? -1; index >= 0; index = elements[index]?.parent ?? -1) {
    candidate[index] = 1
    if (index === chosen) break
  }
  return finish(scan, stats, roots, gone, flags, candidate, describe(topElement, roots.length - 1))
}

/** Articles of its own: an element holding this many is a list of other posts (related posts, a feed). */
const MIN_POSTS = 2

/**
 * Whether the element holds MIN_POSTS `<article>` elements or more: a list of other posts beside the
 * article (its related posts, the next posts of a feed), not more of it, however much text it has.
 * Readability keeps it when it scores close to the article, or chooses it when it scores higher.
 */
const holdsPosts = (element: ElementRecord, articles: ReadonlyArray<ElementRecord>): boolean => {
  let posts = 0
  for (const article of articles)
    if (article.index > element.index && article.index <= element.end && ++posts >= MIN_POSTS) return true
  return false
}

/** When three or more close runners-up share an ancestor of the best candidate, that ancestor is the article. */
const uniteRunnersUp = (
  chosen: number,
  top: ReadonlyArray<number>,
  elements: ReadonlyArray<ElementRecord>,
  scores: Float64Array,
  body: ElementRecord,
  parentOf: (index: number) => number,
): number => {
  const best = scores[chosen] ?? 0
  const close = top.slice(1).filter((candidate) => (scores[candidate] ?? 0) / best >= 0.75)
  if (close.length < 3) return chosen
  for (
    let ancestor = parentOf(chosen);
    ancestor >= 0 && ancestor !== body.index;
    ancestor = parentOf(ancestor)
  ) {
    const element = elements[ancestor] as ElementRecord
    const holding = close.filter((candidate) => candidate > element.index && candidate <= element.end).length
    if (holding >= 3) return ancestor
  }
  return chosen
}

/** Climbs to a parent that scores higher, as long as scores do not fall below a third of the best. */
const climbWhileScoreRises = (
  chosen: number,
  scores: Float64Array,
  scored: Uint8Array,
  body: ElementRecord,
  parentOf: (index: number) => number,
): number => {
  let lastScore = scores[chosen] ?? 0
  const threshold = lastScore / 3
  for (let parent = parentOf(chosen); parent >= 0 && parent !== body.index; parent = parentOf(parent)) {
    if (scored[parent] !== 1) continue
    const score = scores[parent] ?? 0
    if (score < threshold) break
    if (score > lastScore) return parent
    lastScore = score
  }
  return chosen
}

/** The kept element children of an element, in order (subtrees skipped through their `end`). */
const childrenOf = (
  parent: ElementRecord,
  elements: ReadonlyArray<ElementRecord>,
  gone: Uint8Array,
): ElementRecord[] => {
  const children: ElementRecord[] = []
  for (let index = parent.index + 1; index <= parent.end; ) {
    const child = elements[index] as ElementRecord
    if (gone[index] !== 1) children.push(child)
    index = child.end + 1
  }
  return children
}

const finish = (
  scan: DocumentScan,
  stats: PageTextStats,
  roots: ReadonlyArray<ElementRecord>,
  gone: Uint8Array,
  flags: ReadingFlags,
  candidate: Uint8Array,
  description: string,
): { region: MainRegion; characters: number } => {
  const kept = cleanArticle(scan, stats, roots, gone, flags, candidate)
  return {
    region: { roots, description, includes: (index) => kept.included[index] === 1 },
    characters: kept.characters,
  }
}

const describe = (element: ElementRecord, siblings: number): string => {
  const id = element.attributes.id?.trim()
  const className = element.attributes.class?.trim().split(/\s+/)[0]
  const name = id ? `${element.tag}#${id}` : className ? `${element.tag}.${className}` : element.tag
  return siblings > 0 ? `${name} + ${siblings} sibling${siblings === 1 ? "" : "s"}` : name
}
