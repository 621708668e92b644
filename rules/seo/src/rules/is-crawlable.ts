import { defineRule } from "@svc/core"
import { type IndexBlock, LIGHTHOUSE_BOTS, lighthouseBlocks } from "../lib/crawl-access"

/** The same block found for several bots is one item. */
const keyOf = (block: IndexBlock): string =>
  block.kind === "meta" ? block.tag : block.kind === "header" ? block.value : `${block.line}`

export default defineRule({
  id: "is-crawlable",
  category: "technical",
  level: "high",
  sameAs: ["is-crawlable"],
  requires: ["head", "http", "robots"],
  appliesTo: "served",
  decides: "indexable",
  label: "Search engines may index the page",
  fix: 'Unless the page must stay out of search, remove "noindex" and "none" (and any past "unavailable_after" date) from the robots <meta> tags and the X-Robots-Tag header, and lift the robots.txt Disallow rule that matches this URL.',
  messages: {
    meta: "{tag} keeps search engines from indexing the page.",
    header: "The header X-Robots-Tag: {value} keeps search engines from indexing the page.",
    robotsTxt: "robots.txt line {line} ({rule}) disallows crawling the page.",
  },
  check: (facts, { report }) => {
    // As Lighthouse: the page fails only when the generic robot and every bot it knows are all blocked.
    const blocks = LIGHTHOUSE_BOTS.map((bot) => lighthouseBlocks(bot, facts))
    if (blocks.some((found) => found.length === 0)) return
    const seen = new Set<string>()
    for (const block of blocks.flat()) {
      const key = `${block.kind} ${keyOf(block)}`
      if (seen.has(key)) continue
      seen.add(key)
      if (block.kind === "meta")
        report("meta", { at: block.location, subject: block.tag, data: { tag: block.tag } })
      else if (block.kind === "header")
        report("header", { subject: `X-Robots-Tag: ${block.value}`, data: { value: block.value } })
      else report("robotsTxt", { subject: block.rule, data: { line: block.line, rule: block.rule } })
    }
  },
})
