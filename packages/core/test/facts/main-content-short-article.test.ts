import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

// Readability retries with fewer heuristics while the article is under 500 characters; these pages hold
// an article of one paragraph, so every attempt is a retry's.
const paragraph =
  "Police say the dress, adorned with six thousand pearls, was taken from the actress's hotel room on Wednesday, and the footage is being reviewed."

const links = (label: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<li><a href="/story/${label}-${index}">${label} story number ${index} that readers clicked on this week</a></li>`,
  ).join("")

describe("the main content of a one-paragraph article", () => {
  it("stays the paragraph beside teaser cards, which the cleaning always drops", () => {
    const cards = Array.from(
      { length: 8 },
      (_, index) =>
        `<div class="card"><figure><img src="/a${index}.jpg" alt=""><img src="/b${index}.jpg" alt=""><img src="/c${index}.jpg" alt=""></figure><h3><a href="/story/${index}">Story ${index} of the day</a></h3><p>A summary of teaser number ${index}, a story about something else, told in one line.</p></div>`,
    ).join("")
    const page = `<body><main><div class="lead"><h2>The pearl dress is stolen</h2><p>${paragraph}</p></div>${cards}</main></body>`
    const content = factOf("content", page)
    expect(content.mainText).toContain("taken from the actress's hotel room")
    expect(content.mainText).not.toContain("teaser number")
  })

  it("keeps the paragraph when the cleaning would drop the element it stands in", () => {
    const page = `<body><div id="page"><div class="post">
<h1>The pearl dress is stolen</h1><p>${paragraph}</p>
<div><h3>Around the web</h3><ul>${links("sponsored", 24)}</ul></div>
</div></div></body>`
    expect(factOf("content", page).mainText).toContain("taken from the actress's hotel room")
  })

  it("is not taken from the comments when the article's wrapper is named like a sidebar", () => {
    const comments = Array.from(
      { length: 8 },
      (_, index) =>
        `<div class="comment"><h3>Reader ${index}</h3><p>I have thought about this for a long time, and comment number ${index} is my answer: the hotel should have done more, and the police should say more.</p></div>`,
    ).join("")
    const page = `<body><div class="layout-with-sidebar">
<div class="description"><p>${paragraph}</p></div>
<div class="comments comment-wrapper"><div id="comments">${comments}</div></div>
</div></body>`
    const content = factOf("content", page)
    expect(content.mainText).toContain("taken from the actress's hotel room")
    expect(content.mainText).not.toContain("comment number")
  })
})

describe("a list of the most popular stories", () => {
  it("is cleaned away though its class names say article", () => {
    const article = Array.from(
      { length: 5 },
      () => `<p>${paragraph} More of the story, told at length.</p>`,
    ).join("")
    const popular = Array.from(
      { length: 5 },
      (_, index) =>
        `<li class="c-article-most-popular__item"><div class="c-article-most-popular__content"><a href="/section/${index}">Section</a><h3><a href="/popular/${index}">Popular headline ${index}</a></h3><p class="c-article-most-popular__dek">A summary of popular story ${index}, which is about something else entirely, in a sentence or two.</p></div></li>`,
    ).join("")
    const page = `<body><main class="l-main"><article class="l-article"><h1>The pearl dress</h1>${article}</article>
<section class="c-article-most-popular"><h2>Most Popular</h2><ol class="c-article-most-popular__list">${popular}</ol></section></main></body>`
    const content = factOf("content", page)
    expect(content.mainText).toContain("taken from the actress's hotel room")
    expect(content.mainText).not.toContain("popular story")
  })
})
