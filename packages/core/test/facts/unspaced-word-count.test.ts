// Chinese and Japanese articles of the corpus count their words, not their white-space tokens
// (docs/scoring.md, "Words are words in every script").
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { snapshotOfHtml } from "../../src/snapshot"
import { corpusDir, describeOverCorpus } from "./real-world-corpus"

const mainWords = (name: string): number => {
  const html = readFileSync(join(corpusDir, name), "utf8")
  const { content } = extractFacts(snapshotOfHtml(html, { url: `https://corpus.example/${name}` }), {
    keys: ["content"],
  })
  if (content === undefined || isUnavailable(content)) throw new Error(`no content facts for ${name}`)
  return content.wordCount.main
}

describeOverCorpus("word counts of scripts written without spaces", () => {
  it.each([
    ["qq.html", 300],
    ["yahoo-4.html", 400],
    ["youth.html", 300],
  ])("%s counts at least %i main words (white-space tokens gave 22 to 27)", (name, least) => {
    expect(mainWords(name)).toBeGreaterThanOrEqual(least)
  })
})
