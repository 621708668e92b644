import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

const story = [
  "A dog carrying a piece of meat in its mouth was crossing a bridge over a quiet river, walking slowly, proudly, and looking at the water below.",
  "Down in the river it saw another dog, also carrying meat, and that piece looked larger, juicier, and far better than its own piece did.",
  "It barked at the other dog to frighten it, opened its mouth, and its own meat fell into the river, sank, and was gone for good.",
]
/** A side column's items: short lines, none a paragraph of prose. */
const sideNotes = [
  "Flower of the day: pine",
  "Born today: a magician",
  "Riddle: a key opens no door",
  "Fold a paper dog",
  "Listen to the story",
  "Fortune of the day",
]

/** A page laid out in a table: a side column of notes on each side of the story's cell. */
const layoutTable = (storyLinks: boolean) => {
  const cite = storyLinks ? `<a href="https://fables.example/aesop">Aesop's fables</a>` : "Aesop's fables"
  const notes = sideNotes.map((note) => `<p>${note}</p>`).join("")
  return `<body><table><tr>
<td class="left">${notes}</td>
<td class="story"><p>From ${cite}, told again for children.</p>${story.map((text) => `<p>${text}</p>`).join("")}</td>
<td class="right">${notes.replaceAll("day", "week")}</td>
</tr></table></body>`
}

describe("the main-content detection on a page laid out in a table", () => {
  it("takes the story's cell, not the row with the side columns", () => {
    const content = factOf("content", layoutTable(true))
    expect(content.mainRegion).toBe("td.story")
    expect(content.mainText).toContain("sank, and was gone for good")
    expect(content.mainText).not.toContain("Riddle: a key")
  })

  it("takes the same cell when the story's links are unlinked", () => {
    const linked = factOf("content", layoutTable(true))
    const unlinked = factOf("content", layoutTable(false))
    expect(unlinked.mainRegion).toBe(linked.mainRegion)
    expect(unlinked.wordCount.main).toBe(linked.wordCount.main)
  })
})

describe("the main-content cleaning and a text said again", () => {
  /** More of the text, so that it is an article (500 characters or more) said once. */
  const moral = [
    "The moral of the fable is an old one: whoever grasps at the shadow of a thing may lose the thing itself, as the dog lost its dinner.",
    "Children who hear it learn to be content with what they have, and to look twice before they trade it for something that only seems bigger.",
  ]
  const article = (times: number) => {
    const paragraphs = [...story, ...moral].map((text) => `<p>${text}</p>`.repeat(times)).join("")
    const teasers = Array.from(
      { length: 6 },
      (_, index) =>
        `<div class="teaser"><h3><a href="/news/${index}">Read the full story number ${index} about the river and the bridge</a></h3>${`<p>A short summary of story ${index} for readers who want to know what happened at the river today.</p>`.repeat(times)}</div>`,
    ).join("")
    return `<body><main><div class="stories">${paragraphs}${teasers}</div></main></body>`
  }

  it("drops the teasers whether the page's paragraphs are said once or three times", () => {
    const once = factOf("content", article(1))
    const thrice = factOf("content", article(3))
    expect(once.mainText).not.toContain("A short summary")
    expect(thrice.mainText).not.toContain("A short summary")
    expect(thrice.mainText).toContain("sank, and was gone for good")
  })
})

describe("the main-content detection beside a list of other posts", () => {
  const fables = ["Crow", "Fox", "Ant", "Owl", "Cat", "Bee"]
  const post = (name: string) =>
    `<article class="postbox"><h2>Another fable</h2><p>${name}: ${story.join(" ")}</p></article>`
  // Six posts, each as long as the article: together they score above it (Readability takes them).
  const related = `<article class="postbox"><h3>You may also like</h3>${fables.map(post).join("")}</article>`
  const page = `<body><div id="primary"><article class="articlebox"><h1>The dog and its shadow</h1><p>${story.join(" ")}</p></article>${related}</div></body>`

  it("takes the post, not the related posts whose full texts score above it", () => {
    const text = factOf("content", page).mainText
    expect(text).toContain("A dog carrying a piece of meat")
    expect(text).not.toContain("Crow")
  })

  it("keeps a feed of posts whole when no post stands apart from it", () => {
    const feed = `<body><div id="primary">${fables.map(post).join("")}</div></body>`
    const text = factOf("content", feed).mainText
    for (const name of fables) expect(text).toContain(name)
  })
})
