import { defineRule } from "@svc/core"

/**
 * How well the declared language must fit the text (see `DetectedLanguage.declaredScore`). Close
 * languages (Slovak and Czech about 0.9, Spanish and Galician about 0.8) stay above it; another language
 * falls far below (English on Slovak text about 0.5).
 */
export const MIN_DECLARED_FIT = 0.75
const MIN_SAMPLE_CHARACTERS = 300

export default defineRule({
  id: "content-language-mismatch",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  requires: ["language"],
  label: "The text is in the language the page declares",
  fix: 'Set <html lang> to the language the content is written in (e.g. lang="sk"), or translate the content; search engines and screen readers rely on it.',
  messages: {
    mismatch:
      '<html lang="{declared}"> but the text reads as "{detected}" (the declared language fits at {fit} of the best, from {characters} characters).',
  },
  check: ({ language }, { notApplicable, pass, report }) => {
    const { declared, detected } = language
    if (declared === null) return notApplicable("The page declares no language.")
    if (detected === null || detected.sampleCharacters < MIN_SAMPLE_CHARACTERS)
      return notApplicable("Too little text to detect its language.")
    if (detected.declaredScore === null) return notApplicable(`The detector does not know "${declared}".`)
    if (detected.declaredScore >= MIN_DECLARED_FIT) return pass()
    report("mismatch", {
      subject: declared,
      data: {
        declared,
        detected: detected.language,
        fit: Math.round(detected.declaredScore * 100) / 100,
        characters: detected.sampleCharacters,
      },
    })
  },
})
