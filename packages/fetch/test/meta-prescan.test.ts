import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { decodeHtml } from "../src"
import { prescanMetaCharset } from "../src/meta-prescan"

const bytes = (html: string) => Buffer.from(html, "latin1")
const prescan = (html: string) => prescanMetaCharset(bytes(html))

/** "Šťastný kôň" as UTF-8 bytes: what a windows-1250 or windows-1252 decoding turns into mojibake. */
const slovakUtf8 = Buffer.from("Šťastný kôň", "utf8")

describe("the WHATWG prescan of the first 1,024 bytes", () => {
  it("reads <meta charset>, any case, quoted or not, with white space and slashes between attributes", () => {
    expect(prescan('<meta charset="windows-1250">')).toBe("windows-1250")
    expect(prescan("<META CharSet=ISO-8859-2>")).toBe("iso-8859-2")
    expect(prescan("<meta/charset = 'cp1250' />")).toBe("windows-1250")
    expect(prescan("<meta\ncharset=utf-8\n>")).toBe("utf-8")
  })

  it("never obeys a <meta> inside a comment, even one that looks closed early", () => {
    expect(prescan('<!-- <meta charset="windows-1250"> --><p>')).toBeUndefined()
    expect(prescan('<!-- a -- b > <meta charset="windows-1250"> -->')).toBeUndefined()
    // `<!-->` is a whole comment: its dashes are those of `<!--`.
    expect(prescan('<!--><meta charset="windows-1250">')).toBe("windows-1250")
    // A comment that never ends inside the window hides everything after it.
    expect(prescan('<!-- <meta charset="windows-1250">')).toBeUndefined()
  })

  it("takes content=…charset= only beside http-equiv=Content-Type, in either order", () => {
    expect(prescan('<meta name="x" content="text/html; charset=windows-1250">')).toBeUndefined()
    expect(prescan('<meta content="text/html; charset=windows-1250">')).toBeUndefined()
    expect(prescan('<meta http-equiv="refresh" content="0; charset=windows-1250">')).toBeUndefined()
    expect(prescan('<meta http-equiv="Content-Type" content="text/html; charset=windows-1250">')).toBe(
      "windows-1250",
    )
    expect(prescan("<meta content='text/html;charset=\"koi8-r\"' http-equiv=content-type>")).toBe("koi8-r")
    expect(prescan('<meta http-equiv="Content-Type" content="text/html; charset = iso-8859-2;x">')).toBe(
      "iso-8859-2",
    )
  })

  it("reads content as the standard's extraction does: the first charset= with a value, an unmatched quote is nothing", () => {
    const pragma = (content: string) => prescan(`<meta http-equiv=content-type content='${content}'>`)
    expect(pragma("text/html; charsetx charset=windows-1250")).toBe("windows-1250")
    expect(pragma('text/html; charset="windows-1250')).toBeUndefined()
    expect(pragma("text/html; charset=")).toBeUndefined()
    // html-encoding-sniffer 6 throws a TypeError here: page bytes must never crash a fetch.
    expect(pragma("text/html; charset")).toBeUndefined()
    expect(pragma("text/html")).toBeUndefined()
  })

  it("keeps the first of two attributes of the same name, and a charset attribute over an earlier content", () => {
    expect(prescan('<meta charset="windows-1250" charset="koi8-r">')).toBe("windows-1250")
    expect(prescan('<meta content="text/html; charset=koi8-r" charset="windows-1250">')).toBe("windows-1250")
    expect(prescan('<meta charset="windows-1250" content="text/html; charset=koi8-r">')).toBe("windows-1250")
  })

  it("goes on past a <meta> that declares nothing usable, to the next one", () => {
    expect(prescan('<meta charset="x-made-up"><meta charset="windows-1250">')).toBe("windows-1250")
    expect(prescan('<meta name=viewport content="width=device-width"><meta charset=koi8-r>')).toBe("koi8-r")
  })

  it("skips other tags with their attributes, so a quoted > or <meta in a value does not count", () => {
    expect(prescan('<div title="<meta charset=windows-1250>"><meta charset=koi8-r>')).toBe("koi8-r")
    expect(prescan('<a title=">" data-x="<meta charset=windows-1250>">')).toBeUndefined()
    expect(prescan('</p title="<meta charset=windows-1250>">')).toBeUndefined()
    expect(prescan('<metaphor charset="windows-1250">')).toBeUndefined()
  })

  it("skips <!…>, </…> and <?…> up to their first >", () => {
    expect(prescan('<!DOCTYPE html><?xml version="1.0"?></ ><meta charset=windows-1250>')).toBe(
      "windows-1250",
    )
    expect(prescan('<? <meta charset="koi8-r"> ?><meta charset=windows-1250>')).toBe("windows-1250")
  })

  it("turns UTF-16 into UTF-8 and x-user-defined into windows-1252", () => {
    expect(prescan('<meta charset="utf-16">')).toBe("utf-8")
    expect(prescan('<meta charset="UTF-16BE">')).toBe("utf-8")
    expect(prescan('<meta charset="x-user-defined">')).toBe("windows-1252")
  })

  it("looks at the first 1,024 bytes only, and finds nothing in a tag the window cuts", () => {
    const declaration = '<meta charset="windows-1250">'
    const fits = `${" ".repeat(1024 - declaration.length)}${declaration}`
    expect(prescan(fits)).toBe("windows-1250")
    expect(prescan(` ${fits}`)).toBeUndefined()
    expect(prescan(`${" ".repeat(1000)}<meta charset="windows-1250"`)).toBeUndefined()
  })
})

test.prop([fc.uint8Array({ maxLength: 1100 })])(
  "never throws on any bytes, and names an encoding or nothing",
  (body) => {
    const found = prescanMetaCharset(body)
    expect(found === undefined || new TextDecoder(found).encoding === found).toBe(true)
  },
)

test.prop([
  fc.array(
    fc.constantFrom(
      "<meta ",
      "charset=",
      "content=",
      "http-equiv=content-type ",
      "'",
      '"',
      "<!--",
      "-->",
      "<a ",
      ">",
      "koi8-r",
      " ",
      "/",
    ),
  ),
])("never throws on markup-like input either", (parts) => {
  expect(() => prescanMetaCharset(Buffer.from(parts.join(""), "latin1"))).not.toThrow()
})

describe("decodeHtml with the prescan", () => {
  it("decodes a UTF-8 page whose only charset is in a comment as UTF-8, not as the comment says", () => {
    const page = Buffer.concat([bytes('<!-- <meta charset="windows-1250"> --><title>'), slovakUtf8])
    expect(decodeHtml(page, "text/html")).toMatchObject({ encoding: "utf-8", source: "utf-8 default" })
    expect(decodeHtml(page, "text/html").text).toContain("Šťastný kôň")
  })

  it("decodes a UTF-8 page with a non-http-equiv content=…charset= as UTF-8", () => {
    const page = Buffer.concat([
      bytes('<meta name="description" content="charset=windows-1250"><p>'),
      slovakUtf8,
    ])
    expect(decodeHtml(page, undefined)).toMatchObject({ encoding: "utf-8", source: "utf-8 default" })
  })

  it("lets a byte-order mark win over the header and the meta, and the header over the meta", () => {
    const page = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      bytes('<meta charset="koi8-r"><p>'),
      slovakUtf8,
    ])
    expect(decodeHtml(page, "text/html; charset=windows-1250")).toMatchObject({
      encoding: "utf-8",
      source: "bom",
    })
    const withoutBom = page.subarray(3)
    expect(decodeHtml(withoutBom, "text/html; charset=windows-1250")).toMatchObject({
      encoding: "windows-1250",
      source: "header",
    })
    expect(decodeHtml(withoutBom, "text/html")).toMatchObject({ encoding: "koi8-r", source: "meta" })
  })
})
