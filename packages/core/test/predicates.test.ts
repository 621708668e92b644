import { describe, expect, it } from "vitest"
import { isLighthouseGenericLinkText } from "../src/predicates/generic-link-text"
import { blockingDirective, isPastUnavailableAfter } from "../src/predicates/indexing-directives"
import { isValidLanguageSubtag } from "../src/predicates/language-subtags"

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
