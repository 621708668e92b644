import { describe, expectTypeOf, it } from "vitest"
import { defineRule } from "../../src/rules/rule"
import type { PackTranslations } from "../../src/rules/translations"

// Checked by tsc (`pnpm lint`): each `@ts-expect-error` below fails the lint when its line compiles.

const titled = defineRule({
  id: "titled",
  category: "technical",
  level: "high",
  label: "The page has a title",
  fix: "Add a <title>.",
  messages: { missing: "The page has no <title>.", tooLong: "The title has {length} characters." },
  requires: [],
  check: (_facts, { report }) => report("missing"),
})
const measured = defineRule({
  id: "measured",
  category: "technical",
  level: "medium",
  label: "The page loads fast",
  fix: "Load faster.",
  requires: [],
  sameAs: ["speed-index"],
})
const rules = [titled, measured]
type Translations = PackTranslations<typeof rules>

const titledInSlovak = {
  label: "Stránka má titulok",
  fix: "Pridajte <title>.",
  messages: { missing: "Stránka nemá <title>.", tooLong: "Titulok má {length} znakov." },
} as const
const measuredInSlovak = { label: "Stránka sa načíta rýchlo", fix: "Načítajte rýchlejšie." } as const

describe("a pack's translations, typed from its rules", () => {
  it("take every rule id, with every message id of the rule", () => {
    expectTypeOf<keyof Translations>().toEqualTypeOf<"titled" | "measured">()
    expectTypeOf<keyof Translations["titled"]["messages"]>().toEqualTypeOf<"missing" | "tooLong">()
    expectTypeOf<
      Translations["titled"]["messages"]["tooLong"]
    >().toEqualTypeOf<`${string}{length}${string}`>()
    const complete = { titled: titledInSlovak, measured: measuredInSlovak } satisfies Translations
    expectTypeOf(complete).toMatchTypeOf<Translations>()
  })

  it("do not compile with a missing message id", () => {
    const missingMessage = {
      titled: {
        label: "Stránka má titulok",
        fix: "Pridajte <title>.",
        // @ts-expect-error: `tooLong` is not translated
        messages: { missing: "Stránka nemá <title>." },
      },
      measured: measuredInSlovak,
    } satisfies Translations
    expectTypeOf(missingMessage).not.toMatchTypeOf<Translations>()
  })

  it("do not compile with a missing rule, label or fix", () => {
    // @ts-expect-error: `measured` is not translated
    const missingRule = { titled: titledInSlovak } satisfies Translations
    expectTypeOf(missingRule).not.toMatchTypeOf<Translations>()
    const missingFix = {
      titled: titledInSlovak,
      // @ts-expect-error: the fix of `measured` is not translated
      measured: { label: "Stránka sa načíta rýchlo" },
    } satisfies Translations
    expectTypeOf(missingFix).not.toMatchTypeOf<Translations>()
  })

  it("do not compile with a message that drops a placeholder of the English", () => {
    void ({
      titled: {
        ...titledInSlovak,
        messages: {
          missing: "Stránka nemá <title>.",
          // @ts-expect-error: the English writes {length}
          tooLong: "Titulok je príliš dlhý.",
        },
      },
      measured: measuredInSlovak,
    } satisfies Translations)
  })

  it("do not compile with an unknown rule or message id", () => {
    void ({
      titled: {
        ...titledInSlovak,
        // @ts-expect-error: `tooShort` is no message of `titled`
        messages: { ...titledInSlovak.messages, tooShort: "Titulok je krátky." },
      },
      measured: measuredInSlovak,
    } satisfies Translations)
    void ({
      titled: titledInSlovak,
      measured: measuredInSlovak,
      // @ts-expect-error: the pack has no rule `retired`
      retired: { label: "Zrušené", fix: "Nič." },
    } satisfies Translations)
    void ({
      titled: titledInSlovak,
      // @ts-expect-error: `measured` reports nothing, so it has no messages to translate
      measured: { ...measuredInSlovak, messages: { slow: "Pomalé." } },
    } satisfies Translations)
  })
})
