import { defineRule } from "@svc/core"
import { type BlockingSource, LIGHTHOUSE_BOTS, lighthouseBlocks } from "../crawl-access"

export default defineRule({
  id: "is-crawlable",
  part: "google",
  category: "technical",
  level: "high",
  sameAs: ["is-crawlable"],
  requires: ["head", "http", "robots"],
  appliesTo: "served",
  decides: "indexable",
  label: "Search engines may index the page",
  fix: 'Unless the page must stay out of search, remove "noindex" and "none" (and any past "unavailable_after" date) from the robots <meta> tags and the X-Robots-Tag header, and lift the robots.txt Disallow rule that matches this URL.',
  check: (facts, { fail, pass }) => {
    // As Lighthouse: the page fails only when the generic robot and every bot it knows are all blocked.
    const blocks = LIGHTHOUSE_BOTS.map((bot) => lighthouseBlocks(bot, facts))
    if (blocks.some((sources) => sources.length === 0)) return pass()
    const seen = new Map<string, BlockingSource>()
    for (const source of blocks.flat()) if (!seen.has(source.text)) seen.set(source.text, source)
    const sources = [...seen.values()]
    const described = sources
      .map((source) => (source.location ? `${source.text} (line ${source.location.line})` : source.text))
      .join("; ")
    return fail(`Every search crawler is kept out of the index by: ${described}.`, {
      at: sources.find((source) => source.location)?.location,
    })
  },
})
