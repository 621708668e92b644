import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

describe("link text as a browser renders it", () => {
  const links = factOf(
    "links",
    `<html lang="en"><body>
<a href="/a">Read <span hidden>the full</span> more</a>
<a href="/b">click&nbsp;here</a>
<a href="/c" hidden>  click   here </a>
<a href="/d">click<br> here</a>
<a href="/e"><div></div>  here <p></p></a>
<a href="/f">Click <span style="display: none">x</span>here</a>
</body></html>`,
  )

  it("leaves out what is not rendered, keeps no-break spaces and breaks lines at <br> and blocks", () => {
    expect(links.map((link) => link.renderedText)).toEqual([
      "Read more",
      "click\u00a0here",
      "  click   here ",
      "click\nhere",
      "here",
      "Click here",
    ])
  })

  it("keeps the plain text (every descendant, white space collapsed) apart", () => {
    expect(links.map((link) => link.text)).toEqual([
      "Read the full more",
      "click here",
      "click here",
      "click here",
      "here",
      "Click xhere",
    ])
  })
})

describe("the language of a link's text, as Lighthouse finds it", () => {
  const langs = (html: string) => factOf("links", html).map((link) => link.textLang)

  it("takes the nearest lang attribute as written when no descendant holds text", () => {
    expect(langs('<html lang="EN"><a href="/x">here</a><p lang=" de"><a href="/y">hier</a></p>')).toEqual([
      "EN",
      " de",
    ])
  })

  it("takes the descendants' language when their primary subtags agree, and none when they differ", () => {
    expect(
      langs(`<html lang="en"><body>
<a href="/1"><span lang="es">más</span></a>
<a href="/2"><span lang="de-AT">mehr</span> <b lang="de-CH">x</b></a>
<a href="/3"><span lang="en">click</span> <span lang="es">aquí</span></a>
<a href="/4"><span></span>here</a>
</body></html>`),
    ).toEqual(["es", "de-AT", null, "en"])
  })

  it("is null without any lang, and for an empty one", () => {
    expect(langs('<a href="/x">here</a><div lang=""><a href="/y">here</a></div>')).toEqual([null, null])
  })
})

describe("inline event handlers on a link's ancestors", () => {
  it("are seen on any ancestor, but not the body's window handlers", () => {
    const links = factOf(
      "links",
      '<body onload="init()"><div onclick="open()"><span><a>Menu</a></span></div><a onclick="x()">Own</a><a>Plain</a></body>',
    )
    expect(links.map((link) => link.ancestorHasEventHandler)).toEqual([true, false, false])
  })

  it("count a handler on <html> or the body's own events", () => {
    const links = factOf("links", '<html onkeydown="k()"><body><a>One</a></body></html>')
    expect(links[0]?.ancestorHasEventHandler).toBe(true)
    expect(factOf("links", '<body onclick="c()"><a>Two</a></body>')[0]?.ancestorHasEventHandler).toBe(true)
  })
})

describe("template content", () => {
  it("is not part of the document: no links, images, metas or titles from it", () => {
    const html =
      '<head><template><meta name="description" content="x"><title>T</title></template></head><body><template><a href="/t">t</a><img src="t.png"></template></body>'
    expect(factOf("links", html)).toEqual([])
    expect(factOf("images", html)).toEqual([])
    expect(factOf("head", html).meta("description")).toBeUndefined()
    expect(factOf("head", html).titles).toEqual([])
  })
})

describe("declarative shadow roots", () => {
  const html = `<html lang="en"><body>
<div><template shadowrootmode="open"><p>Fresh rye <a href="/rye">loaves</a></p></template></div>
<section><template shadowrootmode="closed"><a href="/closed">Closed</a></template></section>
<li><template shadowrootmode="open"><a href="/inert">No host</a></template></li>
<nav><template shadowrootmode="open"><a href="/first">First</a></template><template shadowrootmode="open"><a href="/second">Second</a></template></nav>
<a href="/outer">Outer <span><template shadowrootmode="open">shadow words</template></span>light</a>
</body></html>`

  it("reads an open one's content, in the template's place; a closed one's, a non-host's and a second one's stay inert", () => {
    expect(factOf("links", html).map((link) => [link.href, link.text])).toEqual([
      ["/rye", "loaves"],
      ["/first", "First"],
      ["/outer", "Outer light"],
    ])
  })

  it("counts an open one's text as the page's", () => {
    const blocks = factOf("content", html).blocks.map((block) => block.text)
    expect(blocks).toContain("Fresh rye loaves")
    expect(blocks.join(" ")).not.toMatch(/Closed|No host|Second/)
  })

  it("stops the closest lang at the root, but for a document whose only lang is on <html> or <body>", () => {
    const langs = (page: string) => factOf("links", page).map((link) => link.textLang)
    const shadowLink = '<div><template shadowrootmode="open"><a href="/x">more</a></template></div>'
    expect(langs(`<html lang="de"><body>${shadowLink}</body></html>`)).toEqual(["de"])
    expect(langs(`<html lang="de"><body><p lang="de">Brot</p>${shadowLink}</body></html>`)).toEqual([null])
    expect(
      langs(
        `<html lang="de"><body><div lang="fr"><template shadowrootmode="open"><a href="/x">more</a></template></div></body></html>`,
      ),
    ).toEqual([null])
  })
})

describe("SVG links", () => {
  it("are links: href, else xlink:href; their text is their whole text content", () => {
    const links = factOf(
      "links",
      '<svg><a href="/a" xlink:href="/ignored"><title>Map</title><text> of  the\ncity</text></a><a xlink:href="/b"><text>B</text></a><a><text>none</text></a></svg><math><a href="/m">m</a></math>',
    )
    expect(links.map((link) => [link.svg, link.href, link.url, link.text, link.renderedText])).toEqual([
      [true, "/a", "https://example.com/a", "Map of the city", "Map of  the\ncity"],
      [true, "/b", "https://example.com/b", "B", "B"],
      [true, null, null, "none", "none"],
    ])
  })
})

describe("aria-labelledby of images", () => {
  it("resolves to the named elements' aria-label or text; missing ids give nothing", () => {
    const images = factOf(
      "images",
      '<img src="a.png" aria-labelledby="cap nope"><span id="cap">  A  <b>caption</b> </span><img src="b.png" aria-labelledby="nope"><img src="c.png" aria-labelledby="lab"><i id="lab" aria-label="Label">text</i><img src="d.png">',
    )
    expect(images.map((image) => image.labelledByText)).toEqual(["A caption", "", "Label", null])
  })
})

describe("raw values Lighthouse compares whole", () => {
  it("keep a link's rel attribute and a Link header's URI as written", () => {
    const head = factOf("head", '<head><link rel="canonical nofollow" href="/a"><link href="/b"></head>')
    expect(head.links.map((link) => [link.relAttribute, link.rel])).toEqual([
      ["canonical nofollow", ["canonical", "nofollow"]],
      [null, []],
    ])
    const http = factOf("http", "<p>x</p>", { headers: { link: "</de/>; rel=alternate; hreflang=de" } })
    expect(http.linkHeader[0]).toMatchObject({ href: "/de/", url: "https://example.com/de/" })
  })

  it("know when the page was fetched", () => {
    expect(factOf("http", "<p>x</p>", { fetchedAt: "2030-01-02T03:04:05.000Z" }).fetchedAt).toBe(
      "2030-01-02T03:04:05.000Z",
    )
  })
})
