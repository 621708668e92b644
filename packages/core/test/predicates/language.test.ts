import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { isKnownPrimaryLanguage, primaryLanguage } from "../../src/predicates/language"

const fromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse/package.json"))
const axe = fromLighthouse("axe-core") as { readonly utils: { readonly validLangs: () => string[] } }

describe("language predicates", () => {
  it("know exactly the primary language subtags axe-core knows, over every 2- and 3-letter code", () => {
    const axeCodes = new Set(axe.utils.validLangs())
    const letters = [..."abcdefghijklmnopqrstuvwxyz"]
    for (const a of letters)
      for (const b of letters)
        for (const code of [`${a}${b}`, ...letters.map((c) => `${a}${b}${c}`)])
          if (isKnownPrimaryLanguage(code) !== axeCodes.has(code))
            expect.fail(`${code} disagrees with axe-core`)
  })

  it("reject what is not a lower-case 2–3 letter code", () => {
    for (const code of ["", "e", "EN", "english", "en-us", "e1", "zzz"])
      expect(isKnownPrimaryLanguage(code)).toBe(false)
    for (const code of ["en", "sk", "es", "fil", "iw"]) expect(isKnownPrimaryLanguage(code)).toBe(true)
  })

  it("take the primary subtag as axe-core does: trimmed, before the first hyphen, lower-cased", () => {
    expect(primaryLanguage(" en-GB ")).toBe("en")
    expect(primaryLanguage("SK")).toBe("sk")
    expect(primaryLanguage("en_US")).toBe("en_us")
    expect(primaryLanguage("   ")).toBe("")
  })
})
