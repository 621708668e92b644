import { describe, expect, it } from "vitest"
import { srcsetUrls } from "../../src/facts/subresource-facts"
import { snapshotOfHtml } from "../../src/snapshot"
import { factOf } from "./facts-of"

describe("markup facts", () => {
  it("count body elements as Lighthouse does: template contents are not children", () => {
    const { bodyStats } = factOf(
      "document",
      "<!DOCTYPE html><body><div><p>a</p><p>b<b>c</b></p></div><template><i>x</i><i>y</i></template></body>",
    )
    // div, p, p, b, template — not the two <i> in the template's content
    expect(bodyStats).toEqual({ elements: 5, maxDepth: 4, maxChildren: 2 })
  })

  it("nest elements no deeper than Chromium does: past 512 levels they become siblings", () => {
    const { bodyStats, maxDepth } = factOf(
      "document",
      `<!DOCTYPE html><body>${"<div>".repeat(1_000)}<img src=x><span>t</span>`,
    )
    // Chromium's DOM of this page (body walked with a script, --dump-dom): 512 deep with <body> as 1, and
    // the 510th <div> holds the 511th to the 1,000th, the <img> and the <span>.
    expect(bodyStats).toEqual({ elements: 1_002, maxDepth: 512, maxChildren: 492 })
    expect(maxDepth).toBe(512)
  })

  it("say where the parser ended <head>: the first element or text in <body>", () => {
    const broken = factOf(
      "document",
      '<html><head>\n<title>T</title>\n<img src="pixel.gif">\n<meta name="description" content="d">\n</head><body><p>x</p>',
    )
    expect(broken.bodyStart).toEqual({
      tag: "img",
      text: null,
      location: { line: 3, column: 1 },
      implied: false,
    })
    const text = factOf("document", "<head><title>T</title>\n  }  stray text\n<meta name=x></head>")
    expect(text.bodyStart).toMatchObject({
      tag: null,
      text: "} stray text",
      location: { line: 2, column: 3 },
    })
    expect(factOf("document", "<!DOCTYPE html><title>T</title>").bodyStart).toBeNull()
  })

  it("find text-only elements and comments that swallow the rest of the file", () => {
    const { unterminated } = factOf("document", "<title>Shop\n</head><body><h1>Hi</h1>")
    expect(unterminated).toEqual([{ tag: "title", location: { line: 1, column: 1 }, characters: 36 }])
    const comment = factOf("document", "<p>a</p>\n<!-- note <p>b</p>")
    expect(comment.unterminated).toEqual([
      { tag: "#comment", location: { line: 2, column: 1 }, characters: 18 },
    ])
    expect(
      factOf("document", "<title>T</title><script>x()</script><textarea></textarea>").unterminated,
    ).toEqual([])
    expect(factOf("document", "<svg><title>icon</svg>").unterminated).toEqual([])
  })

  it("count HTML elements by tag with the first location", () => {
    const { tags } = factOf("document", "<center>a</center>\n<center>b</center><svg><font/></svg>")
    expect(tags.center).toEqual({ count: 2, first: { line: 1, column: 1 } })
    expect(tags.font).toBeUndefined()
  })

  it("count a tag named like an Object property as any other tag", () => {
    const { tags } = factOf(
      "document",
      "<constructor>a</constructor><constructor></constructor><tostring></tostring>",
    )
    expect(tags.constructor).toEqual({ count: 2, first: { line: 1, column: 1 } })
    expect(tags.tostring).toEqual({ count: 1, first: { line: 1, column: 56 } })
    expect(tags.object).toBeUndefined()
    expect(Object.keys(tags).sort()).toEqual(["body", "constructor", "head", "html", "tostring"])
  })

  it("list lang attributes below <html> and whether text belongs to them", () => {
    const { langAttributes } = factOf(
      "document",
      '<html lang="en"><body><p lang="sk">Ahoj <span lang="de">Hallo</span></p><div lang="xx"><span lang="fr">Bonjour</span></div><i xml:lang="">  </i>',
    )
    expect(langAttributes.map((entry) => [entry.tag, entry.lang, entry.xmlLang, entry.hasText])).toEqual([
      ["p", "sk", null, true],
      ["span", "de", null, true],
      ["div", "xx", null, false],
      ["span", "fr", null, true],
      ["i", null, "", false],
    ])
  })

  it("list the URLs the HTML loads, by kind, resolved against <base>", () => {
    const { subresources } = factOf(
      "document",
      `<head><base href="https://cdn.example/a/"><script src="x.js"></script><script type="application/ld+json" src="d.json"></script>
<link rel="stylesheet" href="http://s.example/s.css"><link rel="shortcut icon" href="/f.ico"><link rel="preload" as="image" href="h.jpg">
</head><body><img src="i.jpg" srcset="i-1x.jpg 1x, data:image/png;base64,AA,BB 2x"><iframe src="//f.example/"></iframe>
<video src="v.mp4" poster="p.jpg"></video><object data="o.swf"></object><template><img src="t.jpg"></template><img src="">`,
    )
    expect(
      subresources.map((entry) => `${entry.kind} ${entry.tag}[${entry.attribute}] ${entry.url}`),
    ).toEqual([
      "script script[src] https://cdn.example/a/x.js",
      "stylesheet link[href] http://s.example/s.css",
      "icon link[href] https://cdn.example/f.ico",
      "image link[href] https://cdn.example/a/h.jpg",
      "image img[src] https://cdn.example/a/i.jpg",
      "image img[srcset] https://cdn.example/a/i-1x.jpg",
      "image img[srcset] data:image/png;base64,AA,BB",
      "frame iframe[src] https://f.example/",
      "media video[src] https://cdn.example/a/v.mp4",
      "image video[poster] https://cdn.example/a/p.jpg",
      "object object[data] https://cdn.example/a/o.swf",
    ])
  })

  it("split srcset candidates the way the HTML standard does", () => {
    expect(srcsetUrls("a.jpg 1x,b.jpg 2x")).toEqual(["a.jpg", "b.jpg"])
    expect(srcsetUrls(" a.jpg, b,c.jpg 100w ,  d.jpg")).toEqual(["a.jpg", "b,c.jpg", "d.jpg"])
    expect(srcsetUrls("")).toEqual([])
  })

  it("keep the first 1,024 characters of the body for encoding sniffing, byte-order mark included", () => {
    const http = factOf("http", snapshotOfHtml(`\uFEFF<meta charset="utf-8">${"x".repeat(2000)}`))
    expect(http.bodyStart).toHaveLength(1024)
    expect(http.bodyStart.startsWith('\uFEFF<meta charset="utf-8">')).toBe(true)
  })

  it("measure inline styles and mark disabled stylesheets", () => {
    const stylesheets = factOf(
      "stylesheets",
      '<style>p{color:red}</style><link rel="stylesheet" href="a.css" disabled>',
    )
    expect(stylesheets.map((sheet) => [sheet.inline, sheet.inlineLength, sheet.disabled])).toEqual([
      [true, 12, false],
      [false, 0, true],
    ])
  })
})
