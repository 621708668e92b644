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
