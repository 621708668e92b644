/**
 * A deterministic, realistic page of about `targetBytes`: a head with the usual metadata, navigation,
 * an article of paragraphs with links, images and lists, JSON-LD and a footer. Same size, same page.
 */
export const generatedPage = (targetBytes: number, seed = 1): string => {
  let state = seed
  // The high bits of a linear congruential generator: its low bits repeat with short periods, which
  // once made a page of 6,700 words out of 17 distinct ones.
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state >>> 12
  }
  const words = [
    "bread",
    "sourdough",
    "bakery",
    "flour",
    "oven",
    "crust",
    "morning",
    "fresh",
    "Košice",
    "daily",
    "recipe",
    "starter",
    "water",
    "salt",
    "knead",
    "proof",
    "bake",
    "golden",
    "market",
    "customers",
    "the",
    "and",
    "with",
    "for",
    "from",
    "every",
    "our",
    "is",
    "in",
    "of",
  ]
  const sentence = (length: number) =>
    Array.from({ length }, () => words[next() % words.length])
      .join(" ")
      .replace(/^./, (first) => first.toUpperCase())
  const head = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sourdough bread in Košice | Example Bakery</title>
<meta name="description" content="Fresh sourdough bread baked every morning in Košice, with the recipe we have used for twenty years.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://bakery.example/sourdough"><link rel="stylesheet" href="/site.css">
<meta property="og:title" content="Sourdough bread"><meta property="og:type" content="article">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Sourdough bread","author":{"@type":"Person","name":"Eva"}}</script>
</head><body><header><nav><ul>${Array.from({ length: 8 }, (_, index) => `<li><a href="/section-${index}">Section ${index}</a></li>`).join("")}</ul></nav></header>
<main><article><h1>Sourdough bread in Košice</h1>\n`
  const footer = `</article></main><footer><p>© Example Bakery</p><a href="https://other.example/">Partner</a></footer></body></html>\n`
  const parts: string[] = [head]
  let size = head.length + footer.length
  let section = 0
  while (size < targetBytes) {
    const block =
      next() % 9 === 0
        ? `<h2 id="s${section++}">${sentence(4)}</h2>\n`
        : next() % 7 === 0
          ? `<figure><img src="/img/${section}-${next() % 1000}.jpg" alt="${sentence(5)}" width="800" height="600"><figcaption>${sentence(6)}</figcaption></figure>\n`
          : next() % 5 === 0
            ? `<ul>${Array.from({ length: 4 }, () => `<li>${sentence(6)}</li>`).join("")}</ul>\n`
            : `<p>${sentence(20)}, <a href="/recipes/${next() % 500}">${sentence(3)}</a> ${sentence(25)}.</p>\n`
    parts.push(block)
    size += block.length
  }
  parts.push(footer)
  return parts.join("")
}

/**
 * Element-dense pages, the heaviest a 5 MiB page can be for the audit per byte: one short element (or
 * a few) repeated, as a hostile or broken site serves them. Each is a whole document of about `bytes`.
 */
export const densePageShapes = {
  "<p>a</p>": (bytes: number) => "<p>a</p>".repeat(bytes / 8),
  "<a href=x>a</a>": (bytes: number) => "<a href=x>a</a>".repeat(bytes / 15),
  "<img src=x>": (bytes: number) => "<img src=x>".repeat(bytes / 11),
  "<div><span> (nested)": (bytes: number) => "<div><span>".repeat(bytes / 11),
  "<table><td> (nested)": (bytes: number) => "<table><td>".repeat(bytes / 11),
  "<p> unclosed": (bytes: number) => "<p>".repeat(bytes / 3),
  "<a href=x> unclosed": (bytes: number) => "<a href=x>".repeat(bytes / 10),
  comments: (bytes: number) => "<!---->".repeat(bytes / 7),
  "stray end tags": (bytes: number) => "</x>".repeat(bytes / 4),
  "nested lists": (bytes: number) => "<ul><li>a<ul><li>b</li></ul></li>".repeat(bytes / 33),
  "table cells": (bytes: number) => `<table><tr>${"<td>a</td>".repeat(bytes / 10)}</tr></table>`,
  "many attributes": (bytes: number) => {
    const element = `<p ${Array.from({ length: 200 }, (_, index) => `data-a${index}=x`).join(" ")}>a</p>`
    return element.repeat(bytes / element.length)
  },
} as const

export type DenseShape = keyof typeof densePageShapes

export const densePage = (shape: DenseShape, bytes: number): string =>
  `<!doctype html><html lang="en"><head><title>Dense</title></head><body>${densePageShapes[shape](bytes)}</body></html>`
