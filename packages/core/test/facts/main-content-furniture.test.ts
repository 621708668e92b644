import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

// What surrounds an article's paragraphs without being its body: the headline, bylines and datelines,
// captions, teasers for other pages, tag lists, sign-up and cookie boxes. The benchmark's checked
// article bodies (pnpm bench:extraction) leave all of them out.
const paragraph = (topic: string) =>
  `<p>The council approved the ${topic} plan on Tuesday, after a long debate, three amendments and a public hearing that ran past midnight, and work starts in the spring.</p>`
const body = ["bridge", "library", "harbour", "tram", "school"].map(paragraph).join("")

const mainTextOf = (article: string, title = "Council approves the bridge plan | City News") =>
  factOf("content", `<html><head><title>${title}</title></head><body>${article}</body></html>`).mainText

describe("the main text leaves out the article's furniture", () => {
  it("the headline that repeats the title, or opens the article", () => {
    expect(mainTextOf(`<article><h1>Council approves the bridge plan</h1>${body}</article>`)).not.toContain(
      "approves",
    )
    expect(mainTextOf(`<article><h1>A different headline</h1>${body}</article>`)).not.toContain("headline")
    // A section heading that shares one word with the title stays.
    expect(mainTextOf(`<article>${body}<h2>Bridge</h2>${paragraph("park")}</article>`)).toContain("Bridge")
  })

  it("bylines, datelines, captions, credits and tag lists, however they are marked", () => {
    const text = mainTextOf(`<article>
<div class="article__byline">By Jane Doe, City Reporter</div>
<div class="dateline"><span class="dateline__updated">Updated Nov 19, 6:55 AM</span></div>
<p>Updated at 1:23 p.m.</p>
<figure><img src="/bridge.jpg" alt=""><figcaption>The bridge at dawn.</figcaption></figure>
<div class="wp-caption"><img src="/b.jpg" alt=""><p class="wp-caption-text">The old ferry.</p></div>
<div class="photo-credit">Photo: John Roe</div>
${body}
<div class="post-tags">bridge council city</div>
<div itemprop="author">Jane Doe</div>
</article>`)
    for (const furniture of ["Jane Doe", "Updated", "dawn", "ferry", "John Roe", "council city"])
      expect(text).not.toContain(furniture)
    expect(text).toContain("work starts in the spring")
  })

  it("teasers for other pages, sign-up and cookie boxes", () => {
    const text = mainTextOf(`<div class="story">${body}
<p>Related: <a href="/other">The tram line opens next year, two years late and over budget</a></p>
<div class="newsletterSignupBox"><h3>Newsletters</h3><p>Receive the latest local updates in your inbox</p></div>
<div id="cookie-notice">This website uses cookies to improve your experience.</div>
${paragraph("park")}</div>`)
    for (const furniture of ["tram line opens", "Newsletters", "cookies"])
      expect(text).not.toContain(furniture)
    expect(text).toContain("park plan")
  })

  it("but keeps a paragraph of links when it is the article", () => {
    const text = mainTextOf(`<main><p><a href="/a">Harbour</a> <a href="/b">Library</a></p></main>`)
    expect(text).toContain("Harbour")
  })

  it("and a paragraph whose link is only part of it", () => {
    const text = mainTextOf(
      `<article>${body}<p>The Swedish inquiry, <a href="/x">shelved in 2017 and reopened this year</a>, goes on.</p></article>`,
    )
    expect(text).toContain("Swedish inquiry")
  })
})
