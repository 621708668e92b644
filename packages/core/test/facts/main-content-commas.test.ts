import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

const prose = (topic: string) =>
  `<p>The ${topic} is kneaded by hand every morning before the sun comes up and left to rise slowly in a cool room, which gives the crumb its open texture and the crust its deep colour. Our bakers check each batch twice before it goes into the stone oven.</p>`
const stuffed = `<p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p>`

describe("the main-content detection and commas", () => {
  it("counts a paragraph's commas only between different parts: a phrase said sixty times does not win the article", () => {
    const content = factOf(
      "content",
      `<body><div id="story">${prose("dough")}${prose("rye loaf")}${prose("sourdough")}</div>
<div id="aside">${stuffed}<p>Short note.</p></div></body>`,
    )
    expect(content.mainRegion).toMatch(/^div#story/)
  })

  it("still counts the commas of prose, part by part", () => {
    const listing = `<p>Flour, water, salt, yeast, rye, spelt, seeds, honey, butter, milk, eggs and time make our bread.</p>`
    const content = factOf(
      "content",
      `<body><div id="plain">${prose("dough")}</div><div id="recipe">${listing}${listing.replace("Flour", "Oats")}</div></body>`,
    )
    expect(content.mainRegion).toMatch(/^div#recipe/)
  })
})
