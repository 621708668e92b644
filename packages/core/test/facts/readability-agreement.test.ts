import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Readability } from "@mozilla/readability"
import { parseHTML } from "linkedom"
import { expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import type { ContentFacts } from "../../src/facts/page-facts"
import { countWords } from "../../src/facts/text"
import { isUnavailable } from "../../src/facts/unavailable"
import { snapshotOfHtml } from "../../src/snapshot"
import { corpusDir, describeOverCorpus } from "./real-world-corpus"

// Mozilla Readability (Firefox's reader view) is the oracle for `wordCount.main`: on at least 80% of the
// real-world corpus our count must be within ±20% of the words Readability extracts.
const REQUIRED_SHARE = 0.8
const TOLERANCE = 0.2

const readabilityWords = (html: string): number => {
  const { document } = parseHTML(html)
  const article = new Readability(document as never).parse()
  return countWords(article?.textContent ?? "")
}

const ourWords = (html: string): number => {
  const content = extractFacts(snapshotOfHtml(html, { url: "https://example.com/article" }), {
    keys: ["content"],
  }).content
  if (content === undefined || isUnavailable(content)) throw new Error("content facts unavailable")
  return (content as ContentFacts).wordCount.main
}

const agrees = (ours: number, oracle: number): boolean =>
  oracle === 0 ? ours === 0 : Math.abs(ours - oracle) <= TOLERANCE * oracle

describeOverCorpus("main content against Mozilla Readability", () => {
  it(`agrees within ±${TOLERANCE * 100}% on at least ${REQUIRED_SHARE * 100}% of the corpus`, () => {
    const pages = readdirSync(corpusDir)
      .filter((name) => name.endsWith(".html"))
      .sort()
    expect(pages.length).toBeGreaterThan(100)
    const disagreements: string[] = []
    for (const name of pages) {
      const html = readFileSync(join(corpusDir, name), "utf8")
      const oracle = readabilityWords(html)
      const ours = ourWords(html)
      if (!agrees(ours, oracle)) disagreements.push(`${name}: ours ${ours}, Readability ${oracle}`)
    }
    const share = (pages.length - disagreements.length) / pages.length
    console.log(
      `Readability agreement: ${pages.length - disagreements.length}/${pages.length} pages ` +
        `(${(share * 100).toFixed(1)}%) within ±${TOLERANCE * 100}% of Readability's main-content word count` +
        (disagreements.length > 0 ? `\n  outside: ${disagreements.join("\n  outside: ")}` : ""),
    )
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE)
  }, 300_000)
})
