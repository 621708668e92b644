import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

const sentence = (topic: string, index: number) =>
  `The ${topic} report, part ${index}, says the city council met on Tuesday, heard from residents, and voted to keep the bakery on the square open through the winter.`

describe("the main content", () => {
  it("is the article, not a teaser list whose summaries are pasted three times in a row", () => {
    const article = Array.from({ length: 8 }, (_, index) => `<p>${sentence("bakery", index)}</p>`).join("")
    const teasers = Array.from({ length: 5 }, (_, index) => {
      const summary = `<p>${sentence(`teaser ${index}`, index)}</p>`
      return `<h3><a href="/story/${index}">Story ${index}</a></h3>${summary}${summary}${summary}`
    }).join("")
    const page = `<html><head><title>The bakery stays open</title></head><body>
<div id="wrap"><div class="left"><div class="story"><h1>The bakery stays open</h1>${article}</div></div>
<div class="right"><div class="box"><div class="inner"><div class="more">${teasers}</div></div></div></div></div></body></html>`
    const content = factOf("content", page)
    expect(content.mainText).toContain("bakery report, part 7")
    expect(content.mainText).not.toContain("teaser 0")
  })

  it("keeps a section heading that happens to say the title's words: only the first such heading is the headline", () => {
    const paragraphs = (from: number) =>
      Array.from({ length: 3 }, (_, index) => `<p>${sentence("market", from + index)}</p>`).join("")
    const page = `<html><head><title>Sourdough bread in Košice | Example Bakery</title></head><body><main><article>
<h1>Sourdough bread in Košice</h1>${paragraphs(0)}<h2>Is bakery sourdough in</h2>${paragraphs(3)}
</article></main></body></html>`
    const content = factOf("content", page)
    expect(content.mainText).not.toContain("Sourdough bread in Košice")
    expect(content.mainText).toContain("Is bakery sourdough in")
  })
})
