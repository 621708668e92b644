import { isValidLanguageSubtag } from "@svc/core"
import { isValidLang } from "lighthouse/third-party/axe/valid-langs.js"
import { describe, expect, it } from "vitest"

const LETTERS = "abcdefghijklmnopqrstuvwxyz"

describe("the language subtags core knows", () => {
  it("are exactly the ones Lighthouse 12.8.2 validates hreflang against, for every one-, two- and three-letter code", () => {
    const disagreements: string[] = []
    for (const a of LETTERS) {
      for (const code of [
        a,
        ...[...LETTERS].flatMap((b) => [`${a}${b}`, ...[...LETTERS].map((c) => `${a}${b}${c}`)]),
      ])
        if (isValidLanguageSubtag(code) !== isValidLang(code)) disagreements.push(code)
    }
    expect(disagreements).toEqual([])
  })

  it("refuse what Lighthouse refuses beyond letters", () => {
    for (const code of ["", "EN", "e1", "en-", "english", "x_y"])
      expect(isValidLanguageSubtag(code), code).toBe(isValidLang(code))
  })
})
