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

  it("a list of more stories, and a caption named in camel case", () => {
    const text = mainTextOf(`<article>${body}
<div class="newsCaption">Protesters at the harbour (Image: Agency)</div>
<h3>More news</h3>
<ul><li><a href="/a">The tram line opens next year</a></li><li><a href="/b">A new school for the east side</a></li></ul>
${paragraph("park")}</article>`)
    for (const furniture of ["Protesters", "tram line opens", "east side"])
      expect(text).not.toContain(furniture)
    expect(text).toContain("park plan")
  })

  it("but keeps the credit under a picture linking to another page: a teaser's, judged with it", () => {
    const card = (topic: string) =>
      `<div class="card"><figure><a href="/${topic}"><img src="/${topic}.jpg" alt=""></a><figcaption>Credit Jane Roe for City News</figcaption></figure><h2><a href="/${topic}">The ${topic} story</a></h2>${paragraph(topic)}</div>`
    const text = mainTextOf(
      `<main>${["bridge", "library", "harbour"].map(card).join("")}</main>`,
      "City News",
    )
    expect(text).toContain("Jane Roe")
  })

  it("and judges a block around furniture as if the furniture were there", () => {
    // A teaser card: a linked headline and a summary. With the headline counted, the card is mostly
    // link, as Readability sees it, and goes whether the headline is a heading or a paragraph.
    const card = (headline: "h3" | "p") =>
      `<div class="css-card"><${headline}><a href="/other">The tram line opens next year, two years late and over budget</a></${headline}><p>Work on it stopped twice.</p></div>`
    for (const headline of ["h3", "p"] as const)
      expect(mainTextOf(`<article>${body}${card(headline)}${paragraph("park")}</article>`)).not.toContain(
        "stopped twice",
      )
  })
})

describe("navigation is never main content", () => {
  it("a page cut down to its menus has no main content", () => {
    const menu = ["Home", "News", "Sport", "Culture", "Travel", "Weather", "Opinion", "Video"]
      .map((name) => `<li><a href="/${name.toLowerCase()}">${name} and more from the city desk</a></li>`)
      .join("")
    const page = `<html><head><title>Forum</title></head><body><nav><ul>${menu}</ul></nav><div role="navigation"><ul>${menu}</ul></div></body></html>`
    const content = factOf("content", page)
    expect(content.wordCount.main).toBe(0)
    expect(content.wordCount.total).toBeGreaterThan(60)
  })
})
