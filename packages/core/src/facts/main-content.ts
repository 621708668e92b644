import type { DocumentScan, ElementRecord } from "./dom-scan"

/** The main-content region: one or more subtrees of the document, and how they were found. */
export interface MainRegion {
  readonly roots: ReadonlyArray<ElementRecord>
  readonly description: string
}

const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story|recipe|product/i
const NEGATIVE =
  /hidden|banner|combx|comment|com-|contact|foot|footer|footnote|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|tool|widget|nav|menu|cookie|breadcrumb|social|subscribe|newsletter|login|signup|popup|modal|ad-|ads/i
const SCORED_BLOCKS = new Set(["p", "pre", "td", "blockquote", "li", "dd", "div", "section"])
const MIN_BLOCK_CHARACTERS = 25

/** Words of the blocks inside a subtree, by binary search over prefix sums (blocks are in document order). */
const wordCounter = (scan: DocumentScan) => {
  const starts = scan.blocks.map((block) => block.element.index)
  const prefix = [0]
  for (const block of scan.blocks) prefix.push((prefix[prefix.length - 1] ?? 0) + block.words)
  const firstAtOrAfter = (index: number) => {
    let low = 0
    let high = starts.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((starts[middle] ?? 0) < index) low = middle + 1
      else high = middle
    }
    return low
  }
  return (root: ElementRecord): number =>
    (prefix[firstAtOrAfter(root.end + 1)] ?? 0) - (prefix[firstAtOrAfter(root.index)] ?? 0)
}

/** True when `element` is `root` or inside it. */
export const within = (element: ElementRecord, root: ElementRecord): boolean =>
  element.index >= root.index && element.index <= root.end

const classWeight = (element: ElementRecord): number => {
  const names = `${element.attributes.class ?? ""} ${element.attributes.id ?? ""}`
  if (names.trim() === "") return 0
  return (POSITIVE.test(names) ? 25 : 0) - (NEGATIVE.test(names) ? 25 : 0)
}

/**
 * Finds the main content the way reading modes do: a single `<main>` (or role=main) that holds text;
 * else the `<article>` with the most words; else the container whose paragraphs score highest
 * (text length, commas, class and id hints, link density — after Mozilla Readability), with the
 * siblings that score close to it; else a lone `<main>`, however short; else the whole body.
 */
export const findMainRegion = (scan: DocumentScan): MainRegion => {
  const wordsIn = wordCounter(scan)
  const visible = (element: ElementRecord) => !element.hidden && !element.invisible
  const mains = [
    ...(scan.byTag.get("main") ?? []),
    ...scan.elements.filter(
      (element) => element.attributes.role?.toLowerCase() === "main" && element.tag !== "main",
    ),
  ].filter(visible)
  const textualMains = mains.filter((main) => wordsIn(main) >= 50)
  if (textualMains.length === 1 && textualMains[0])
    return { roots: textualMains, description: `<${textualMains[0].tag}>` }

  const articles = (scan.byTag.get("article") ?? []).filter(visible)
  const bestArticle = articles
    .map((article) => ({ article, words: wordsIn(article) }))
    .sort((a, b) => b.words - a.words || a.article.index - b.article.index)[0]
  if (bestArticle && bestArticle.words >= 100)
    return { roots: [bestArticle.article], description: "<article>" }

  const scores = new Map<number, number>()
  for (const block of scan.blocks) {
    if (!SCORED_BLOCKS.has(block.element.tag) || block.text.length < MIN_BLOCK_CHARACTERS) continue
    const points =
      1 + (block.text.match(/[,،、，]/g)?.length ?? 0) + Math.min(Math.floor(block.text.length / 100), 3)
    const parent = scan.elements[block.element.parent]
    if (parent === undefined) continue
    scores.set(parent.index, (scores.get(parent.index) ?? classWeight(parent)) + points)
    const grandparent = scan.elements[parent.parent]
    if (grandparent)
      scores.set(grandparent.index, (scores.get(grandparent.index) ?? classWeight(grandparent)) + points / 2)
  }
  let best: { element: ElementRecord; score: number } | undefined
  const adjusted = new Map<number, number>()
  for (const [index, score] of scores) {
    const element = scan.elements[index]
    if (element === undefined || !visible(element) || element.tag === "body" || element.tag === "html")
      continue
    const linkDensity = element.textLength > 0 ? element.linkTextLength / element.textLength : 0
    const value = score * (1 - linkDensity)
    adjusted.set(index, value)
    if (best === undefined || value > best.score) best = { element, score: value }
  }
  if (best && best.score > 0) {
    const top = best.element
    const threshold = Math.max(10, best.score * 0.2)
    const siblings = scan.elements.filter(
      (element) =>
        element.parent === top.parent && element !== top && (adjusted.get(element.index) ?? 0) >= threshold,
    )
    const roots = [top, ...siblings].sort((a, b) => a.index - b.index)
    const name = top.attributes.id
      ? `#${top.attributes.id}`
      : top.attributes.class
        ? `.${top.attributes.class.trim().split(/\s+/)[0]}`
        : ""
    return { roots, description: `density:${top.tag}${name}` }
  }

  if (mains.length === 1 && mains[0]) return { roots: mains, description: `<${mains[0].tag}>` }
  const body = scan.elements.find((element) => element.tag === "body")
  return { roots: body ? [body] : [], description: "body" }
}
