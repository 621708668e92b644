import { definePack, type PackTranslations } from "@svc/core"
import { es } from "./messages/es"
import { sk } from "./messages/sk"
import robotsTxtSize from "./rules/robots-txt-size"
import themeColor from "./rules/theme-color"
import themeColorValid from "./rules/theme-color-valid"

const rules = [robotsTxtSize, themeColor, themeColorValid]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/**
 * The worked example of docs/rule-authoring.md: three rules that show a head fact, a site file, an
 * extra and a symptom. It is not registered in the product (`@svc/audit`'s default packs, the bench and
 * the scripts leave it out), so it never changes a score; its own tests register it.
 */
export const example = definePack({
  id: "example",
  part: "technical",
  rules,
  weights: {
    "robots-txt-size": 2, // rules past the cut are silently ignored, so pages meant to be blocked get crawled
  },
  messages: { sk, es },
})
