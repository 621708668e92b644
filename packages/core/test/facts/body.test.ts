import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

describe("links", () => {
  const links = factOf(
    "links",
    `<body lang="en"><nav><a href="/about" rel="NoFollow Me">About <b>us</b></a></nav>
<main><p>Read <a href="https://blog.example.com/x#top">our blog</a> or <a href="#section">jump</a>.</p>
<a href="https://other.example/" lang="sk"><img src="x.png" alt="Logo"></a><a onclick="go()">Menu</a>
<a href="http://[::1">broken</a></main></body>`,
    { url: "https://www.example.com/page" },
  )

  it("resolve, classify and describe every anchor", () => {
    expect(links.map((link) => link.url)).toEqual([
      "https://www.example.com/about",
      "https://blog.example.com/x#top",
      "https://www.example.com/page#section",
      "https://other.example/",
      null,
      null,
    ])
    expect(links.map((link) => link.internal)).toEqual([true, true, true, false, false, false])
    expect(links.map((link) => link.samePage)).toEqual([false, false, true, false, false, false])
    expect(links[0]).toMatchObject({ text: "About us", rel: ["nofollow", "me"], lang: "en", inMain: false })
    expect(links[3]).toMatchObject({ text: "", imageAlts: ["Logo"], lang: "sk", inMain: true })
    expect(links[4]).toMatchObject({ href: null, attributes: { onclick: "go()" } })
    expect(links[5]).toMatchObject({ href: "http://[::1", url: null })
  })

  it("count each user's site on shared hosting as a site of its own (the Public Suffix List's private section)", () => {
    const shared = factOf(
      "links",
      `<a href="https://alice.github.io/b">B</a><a href="https://bob.github.io/">Bob</a>
<a href="https://docs.alice.github.io/">Docs</a><a href="https://my.netlify.app/">N</a>`,
      { url: "https://alice.github.io/a" },
    )
    expect(shared.map((link) => [link.url, link.internal])).toEqual([
      ["https://alice.github.io/b", true],
      ["https://bob.github.io/", false],
      ["https://docs.alice.github.io/", true],
      ["https://my.netlify.app/", false],
    ])
  })

  it("give links to the same target the same resolution, each with its own place and rel", () => {
    const repeated = factOf(
      "links",
      `<nav><a href="/a">A</a><a href=" /a#x">A</a></nav><main><p><a href="/a" rel="nofollow">A</a>
<a href=" /a#x">x</a><a href="https://else.example/">E</a><a href="https://else.example/">E</a></p></main>`,
      { url: "https://www.example.com/a" },
    )
    expect(repeated.map((link) => [link.url, link.internal, link.samePage, link.inMain, link.rel])).toEqual([
      ["https://www.example.com/a", true, true, false, []],
      ["https://www.example.com/a#x", true, true, false, []],
      ["https://www.example.com/a", true, true, true, ["nofollow"]],
      ["https://www.example.com/a#x", true, true, true, []],
      ["https://else.example/", false, false, true, []],
      ["https://else.example/", false, false, true, []],
    ])
  })

  it("keep attributes named like Object members, and never read a missing one as such a member", () => {
    const [named, plain] = factOf(
      "links",
      `<a href="/a" constructor="c" __proto__="p">A</a><a href="/b">B</a>`,
    )
    expect(Object.entries(named?.attributes ?? {})).toEqual([
      ["href", "/a"],
      ["constructor", "c"],
      ["__proto__", "p"],
    ])
    expect(plain?.attributes.constructor).toBeUndefined()
    expect("toString" in (plain?.attributes ?? {})).toBe(false)
  })
})

describe("headings and images", () => {
  it("collect heading text, levels, hidden state and locations", () => {
    const headings = factOf(
      "headings",
      '<h1>Bread <span>daily</span></h1>\n<div aria-hidden="true"><h2>Menu</h2></div><h3></h3>',
    )
    expect(headings).toEqual([
      {
        level: 1,
        text: "Bread daily",
        location: { line: 1, column: 1 },
        inMain: expect.any(Boolean),
        hidden: false,
      },
      {
        level: 2,
        text: "Menu",
        location: { line: 2, column: 25 },
        inMain: expect.any(Boolean),
        hidden: true,
      },
      { level: 3, text: "", location: { line: 2, column: 44 }, inMain: expect.any(Boolean), hidden: false },
    ])
  })

  it("tell an absent alt from an empty one and know where an image sits", () => {
    const images = factOf(
      "images",
      '<a href="/"><img src="a.png"></a><picture><img src="b.png" alt=""></picture><img src="" alt="x">',
    )
    expect(images.map((image) => [image.alt, image.inLink, image.inPicture, image.url])).toEqual([
      [null, true, false, "https://example.com/a.png"],
      ["", false, true, "https://example.com/b.png"],
      ["x", false, false, null],
    ])
  })
})

describe("scripts and stylesheets", () => {
  it("know what blocks rendering and what is inline", () => {
    const scripts = factOf(
      "scripts",
      '<head><script src="/a.js"></script><script type="module">import "x"</script></head><body><script async src="b.js"></script></body>',
    )
    expect(
      scripts.map((script) => [script.url, script.inHead, script.async, script.module, script.inlineLength]),
    ).toEqual([
      ["https://example.com/a.js", true, false, false, 0],
      [null, true, false, true, 10],
      ["https://example.com/b.js", false, true, false, 0],
    ])
    const sheets = factOf(
      "stylesheets",
      '<head><style>p{}</style><link rel="stylesheet" href="/s.css" media="print"></head>',
    )
    expect(sheets.map((sheet) => [sheet.inline, sheet.url, sheet.media])).toEqual([
      [true, null, null],
      [false, "https://example.com/s.css", "print"],
    ])
  })
})
