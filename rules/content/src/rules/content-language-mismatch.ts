import { defineRule } from "@svc/core"

/**
 * The declared language must score at least this close to the best language franc finds. Close
 * languages (Slovak and Czech, Spanish and Galician) stay above it; a different language falls far below.
 */
export const MIN_DECLARED_FIT = 0.95
const MIN_SAMPLE_CHARACTERS = 300

export default defineRule({
  id: "content-language-mismatch",
  part: "content",
  category: "content",
  level: "medium",
  requires: ["language"],
  label: "The text is in the language the page declares",
  fix: 'Set <html lang> to the language the content is written in (e.g. lang="sk"), or translate the content; search engines and screen readers rely on it.',
  check: ({ language }, { fail, notApplicable, pass }) => {
    const { declared, detected } = language
    if (declared === null) return notApplicable("The page declares no language.")
    if (detected === null || detected.sampleCharacters < MIN_SAMPLE_CHARACTERS)
      return notApplicable("Too little text to detect its language.")
    if (detected.declaredScore === null) return notApplicable(`The detector does not know "${declared}".`)
    if (detected.declaredScore >= MIN_DECLARED_FIT) return pass()
    return fail(
      `<html lang="${declared}"> but the text reads as "${detected.language}" (the declared language fits at ${detected.declaredScore.toFixed(2)} of the best, from ${detected.sampleCharacters} characters).`,
    )
  },
})
