import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  isLighthouseGenericLinkText,
  LIGHTHOUSE_GENERIC_LINK_TEXTS,
} from "../src/predicates/generic-link-text"
import { blockingDirective, isPastUnavailableAfter } from "../src/predicates/indexing-directives"
import { isValidLanguageSubtag } from "../src/predicates/language-subtags"
import { isSameSite, registrableDomainOf, siteOfHost } from "../src/predicates/same-site"

describe("the site of a host (eTLD+1 from the whole Public Suffix List)", () => {
  it("makes each user's site on shared hosting a site of its own", () => {
    for (const [host, site] of [
      ["alice.github.io", "alice.github.io"],
      ["docs.alice.github.io", "alice.github.io"],
      ["shop.vercel.app", "shop.vercel.app"],
      ["preview--shop.netlify.app", "preview--shop.netlify.app"],
      ["a.b.pages.dev", "b.pages.dev"],
      ["www.bakery.co.uk", "bakery.co.uk"],
      ["github.io", "github.io"],
      ["127.0.0.1", "127.0.0.1"],
      ["localhost", "localhost"],
    ] as const)
      expect(siteOfHost(host), host).toBe(site)
    expect(registrableDomainOf("alice.github.io")).toBe("alice.github.io")
    expect(registrableDomainOf("127.0.0.1")).toBeNull()
    expect(isSameSite("https://alice.github.io/a", "https://bob.github.io/a")).toBe(false)
    expect(isSameSite("https://alice.github.io/a", "https://docs.alice.github.io/")).toBe(true)
    expect(isSameSite("https://www.example.com/", "https://blog.example.com/")).toBe(true)
  })
})

describe("isValidLanguageSubtag", () => {
  it("knows two- and three-letter registered subtags, lower case only", () => {
    for (const code of ["en", "sk", "es", "uk", "iw", "zh", "ast", "yue", "qaa"])
      expect(isValidLanguageSubtag(code), code).toBe(true)
    for (const code of ["EN", "english", "e", "", "e1", "x-", "zz", "en-us"])
      expect(isValidLanguageSubtag(code), code).toBe(false)
  })
})

describe("isLighthouseGenericLinkText", () => {
  it("looks the trimmed, lower-cased text up in the list of its language", () => {
    expect(isLighthouseGenericLinkText("  Click Here ", "en")).toBe(true)
    expect(isLighthouseGenericLinkText("mehr", "de-AT")).toBe(true)
    expect(isLighthouseGenericLinkText("here", "de")).toBe(false)
  })

  it("uses every list when the language is unknown, and none for a language written oddly", () => {
    expect(isLighthouseGenericLinkText("aquí", null)).toBe(true)
    expect(isLighthouseGenericLinkText("click here", "EN")).toBe(false)
    expect(isLighthouseGenericLinkText("click here", "en_US")).toBe(false)
    expect(isLighthouseGenericLinkText("click here", "constructor")).toBe(false)
  })

  it("never counts an empty text", () => {
    expect(isLighthouseGenericLinkText("   ", null)).toBe(false)
  })

  /** Lighthouse's own test, as written in its audit. */
  const lighthouse = (text: string, textLang: string | null): boolean => {
    const searchTerm = text.trim().toLowerCase()
    if (searchTerm === "") return false
    if (textLang) {
      const primary = textLang.split("-")[0] ?? ""
      return Object.hasOwn(LIGHTHOUSE_GENERIC_LINK_TEXTS, primary)
        ? (LIGHTHOUSE_GENERIC_LINK_TEXTS[primary]?.has(searchTerm) ?? false)
        : false
    }
    return Object.values(LIGHTHOUSE_GENERIC_LINK_TEXTS).some((list) => list.has(searchTerm))
  }
  const listed = Object.values(LIGHTHOUSE_GENERIC_LINK_TEXTS).flatMap((list) => [...list])
  const linkText = fc.oneof(
    fc.string({ unit: "binary" }),
    fc
      .tuple(fc.constantFrom(...listed), fc.constantFrom("", " ", "\n", "\u00a0", "İ", "x"), fc.boolean())
      .map(([text, around, upper]) => around + (upper ? text.toUpperCase() : text) + around),
  )
  const language = fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      "",
      "en",
      "EN",
      "de-AT",
      "es-419",
      "en_US",
      "ja",
      "constructor",
      "__proto__",
      "-en",
      "sk",
    ),
    fc.string(),
  )

  test.prop([linkText, language])("answers as Lighthouse's own test", (text, textLang) => {
    expect(isLighthouseGenericLinkText(text, textLang)).toBe(lighthouse(text, textLang))
  })

  it("counts every listed text, in its language and when the language is unknown", () => {
    for (const [language, texts] of Object.entries(LIGHTHOUSE_GENERIC_LINK_TEXTS))
      for (const text of texts) {
        expect(isLighthouseGenericLinkText(` ${text.toUpperCase()} `, `${language}-x`), text).toBe(true)
        expect(isLighthouseGenericLinkText(text, null), text).toBe(true)
      }
  })

  it("rests on lower-casing never shortening a text", () => {
    const shortened: string[] = []
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue
      const character = String.fromCodePoint(point)
      if (character.toLowerCase().length < character.length) shortened.push(point.toString(16))
    }
    expect(shortened).toEqual([])
  })
})

describe("indexing directives", () => {
  const now = Date.parse("2026-01-01T00:00:00Z")

  it("finds noindex and none among comma-separated directives, in any case", () => {
    expect(blockingDirective("index, NoIndex", now)).toBe("noindex")
    expect(blockingDirective(" NONE ", now)).toBe("none")
    expect(blockingDirective("nofollow, noarchive", now)).toBeUndefined()
  })

  it("counts an unavailable_after date that has passed, as Date.parse reads it", () => {
    expect(isPastUnavailableAfter("unavailable_after: 2020-01-01", now)).toBe(true)
    expect(isPastUnavailableAfter("unavailable_after: 2099-12-31", now)).toBe(false)
    expect(isPastUnavailableAfter("unavailable_after: someday", now)).toBe(false)
    expect(isPastUnavailableAfter("unavailable_after : 2020-01-01", now)).toBe(false)
    // A comma inside the date splits the directive: neither piece is a past date.
    expect(blockingDirective("unavailable_after: Friday, 25-Jun-2010 15:00:00 EST", now)).toBeUndefined()
  })
})
